import { afterEach, describe, expect, it } from 'vitest';
import { contractForm } from '../../src/features/trading/form/contract-forms';
import { durationText } from '../../src/features/trading/form/durations';
import de from '../../src/i18n/catalogues/de';
import { localize, setLanguage } from '../../src/lib/localize';

afterEach(() => setLanguage('EN'));

describe('the trading form texts follow the language', () => {
  it('duration units stay English in EN and take the catalogue otherwise', () => {
    expect([durationText(1, 't'), durationText(5, 'm')]).toEqual(['1 tick', '5 minutes']);
    setLanguage('DE', de);
    expect([durationText(1, 't'), durationText(5, 'm')]).toEqual(['1 Tick', '5 Minuten']);
  });

  it('contract form and price box names are catalogue keys', () => {
    const form = contractForm('risefall');
    setLanguage('DE', de);
    expect([form.label, ...form.boxes.map((box) => box.label)].map((label) => localize(label))).toEqual([
      'Steigend/Fallend',
      'Steigend',
      'Fallend',
    ]);
  });
});
