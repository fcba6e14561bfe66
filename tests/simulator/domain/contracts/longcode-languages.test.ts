import { describe, expect, it } from 'vitest';
import { longcode } from '../../../../simulator/domain/contracts/longcode';
import { GERMAN_LONGCODES } from '../../../../simulator/domain/contracts/longcode-de';
import { SPANISH_LONGCODES } from '../../../../simulator/domain/contracts/longcode-es';
import { FRENCH_LONGCODES } from '../../../../simulator/domain/contracts/longcode-fr';
import { ITALIAN_LONGCODES } from '../../../../simulator/domain/contracts/longcode-it';
import { ENGLISH_LONGCODES } from '../../../../simulator/domain/contracts/longcode-language';
import { longcodeLanguage } from '../../../../simulator/domain/contracts/longcodes-by-language';
import { PORTUGUESE_LONGCODES } from '../../../../simulator/domain/contracts/longcode-pt';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { proposalTerms } from '../../../../simulator/domain/contracts/proposal-terms';
import { marketOf, NOW, params, synthetic } from './support';

const R_100 = synthetic('R_100');

function sentence(overrides: Partial<ProposalParameters>, language: string, payout = ''): string {
  return longcode(proposalTerms(params(overrides), marketOf()).terms, R_100, payout, language);
}

const placeholders = (template: string | undefined) => [...(template ?? '').matchAll(/\{\w+\}/g)].map(String).sort();

describe('longcodes in the connection language', () => {
  it.each([
    ['DE', GERMAN_LONGCODES],
    ['FR', FRENCH_LONGCODES],
    ['ES', SPANISH_LONGCODES],
    ['IT', ITALIAN_LONGCODES],
    ['PT', PORTUGUESE_LONGCODES],
  ])('%s words every contract type in every kind English has, with the same placeholders', (language, texts) => {
    expect(longcodeLanguage(language)).toBe(texts);
    for (const [type, english] of Object.entries(ENGLISH_LONGCODES.templates)) {
      const translated = texts.templates[type as keyof typeof texts.templates];
      expect(Object.keys(translated).sort(), type).toEqual(Object.keys(english).sort());
      for (const [kind, template] of Object.entries(english)) {
        expect(placeholders(translated[kind as keyof typeof translated]), `${type} ${kind}`).toEqual(
          placeholders(template),
        );
      }
    }
  });

  it.each<[string, Partial<ProposalParameters>, string]>([
    [
      'DE',
      {},
      'Gewinnen Sie die Auszahlung, wenn Volatilität 100 Index 5 Minuten nach Kontraktbeginn streng höher als Einstiegskurs ist.',
    ],
    [
      'DE',
      { contract_type: 'PUT', barrier: '-1.5', duration: 90 },
      'Gewinnen Sie die Auszahlung, wenn Volatilität 100 Index 1 Stunde 30 Minuten nach Kontraktbeginn streng niedriger als Einstiegskurs minus 1.50 ist.',
    ],
    [
      'DE',
      { contract_type: 'DIGITMATCH', barrier: '7', duration: 1, duration_unit: 't' },
      'Gewinnen Sie die Auszahlung, wenn die letzte Ziffer von Volatilität 100 Index nach 1 Tick 7 ist.',
    ],
    [
      'DE',
      { contract_type: 'ONETOUCH', barrier: '1100', duration: 2, duration_unit: 'd' },
      'Gewinnen Sie die Auszahlung, wenn Volatilität 100 Index bis Handelsschluss am 2023-11-16 1100.00 berührt.',
    ],
    [
      'FR',
      { contract_type: 'CALL', barrier: '1001.5', duration: undefined, date_expiry: NOW + 600 },
      'Gagnez le paiement si Indice Volatilité 100 est strictement supérieur à 1001.50 à 2023-11-14 22:23:20 GMT.',
    ],
    [
      'ES',
      { contract_type: 'CALLSPREAD', barrier: '1100', barrier2: '900' },
      'Gane hasta USD 19.5 si el tick de salida de Índice de Volatilidad 100 está entre 900.00 y 1100.00 5 minutos después de la hora de inicio del contrato.',
    ],
  ])('words a contract in %s, its numbers plain as the platform writes them', (language, overrides, expected) => {
    expect(sentence(overrides, language, '19.50')).toBe(expected);
  });

  it('counts forex pips in the language', () => {
    const usdJpy = { ...R_100, displayName: 'USD/JPY', market: 'forex', pipSize: 0.001 };
    const market = marketOf('R_100', { underlying: usdJpy, spot: 97.14 });
    const { terms } = proposalTerms(params({ barrier: '+0.01', duration: 15 }), market);
    expect(longcode(terms, usdJpy, '', 'FR')).toBe(
      "Gagnez le paiement si USD/JPY est strictement supérieur à prix d'entrée plus 10 pips 15 minutes après l'heure de début du contrat.",
    );
  });

  it.each(['EN', 'RU', 'ZH_CN', 'XX', ''])('words a contract in English for %s', (language) => {
    expect(sentence({}, language)).toBe(
      'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after contract start time.',
    );
  });
});
