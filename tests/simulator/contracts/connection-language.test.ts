import { afterEach, describe, expect, it } from 'vitest';
import { TestSocket } from '../../support/simulator';
import { tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, START } from './support';

const { simulator } = useSimulator();
const sockets: TestSocket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

type Message = Record<string, unknown>;

/** A socket opened with `l` set to `language`, authorized as CR90000001 when asked. */
async function openIn(language: string, authorize = false): Promise<TestSocket> {
  const socket = await TestSocket.open(simulator().socketUrl().replace('l=EN', `l=${language}`));
  sockets.push(socket);
  if (authorize) {
    const reply = await socket.call({ authorize: tokenOf('CR90000001') });
    if (reply.error) throw new Error(`authorize failed: ${JSON.stringify(reply.error)}`);
  }
  return socket;
}

/** A call's reply, failing the test on an error (a reply breaking its schema answers OutputValidationFailed). */
async function answer(socket: TestSocket, request: Message): Promise<Message> {
  const reply = await socket.call(request);
  expect(reply.error).toBeUndefined();
  return reply;
}

async function frozenAt(epoch: number): Promise<void> {
  await simulator().control.setClock('default', epoch);
  await simulator().control.freezeClock('default');
}

const GERMAN_LONGCODE =
  'Gewinnen Sie die Auszahlung, wenn Volatilität 100 Index 5 Minuten nach Kontraktbeginn streng höher als Einstiegskurs ist.';
const ENGLISH_LONGCODE =
  'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after contract start time.';

describe("names and longcodes in the connection's language", () => {
  it('names markets, submarkets and underlyings in German for l=DE', async () => {
    const socket = await openIn('DE');
    const symbols = (await answer(socket, { active_symbols: 'full' })).active_symbols as Message[];
    expect(symbols.find((symbol) => symbol.symbol === 'R_100')).toMatchObject({
      display_name: 'Volatilität 100 Index',
      market_display_name: 'Volatilitätsindizes',
      submarket_display_name: 'Kontinuierliche Indizes',
    });
    expect(symbols.find((symbol) => symbol.symbol === 'frxEURUSD')).toMatchObject({
      display_name: 'EUR/USD',
      market_display_name: 'Devisen',
      submarket_display_name: 'Hauptwährungspaare',
    });
    const times = (await answer(socket, { trading_times: 'today' })).trading_times as {
      markets: { name: string; submarkets: { name: string; symbols: { name: string }[] }[] }[];
    };
    expect(times.markets.map((market) => market.name)).toContain('Rohstoffe');
    expect(times.markets.flatMap((market) => market.submarkets.map((submarket) => submarket.name))).toContain(
      'Metalle',
    );
    const assets = (await answer(socket, { asset_index: 1 })).asset_index as unknown[][];
    expect(assets.find(([symbol]) => symbol === 'frxXAGUSD')?.[1]).toBe('Silber/USD');
    expect(assets.find(([symbol]) => symbol === 'R_100')?.[2]).toContainEqual([
      'callput',
      'Steigen/Fallen',
      '1t',
      '365d',
    ]);
  });

  it('names them in English for a language without texts', async () => {
    for (const language of ['RU', 'EN']) {
      const symbols = (await answer(await openIn(language), { active_symbols: 'brief' })).active_symbols as Message[];
      expect(symbols.find((symbol) => symbol.symbol === 'R_100')).toMatchObject({
        display_name: 'Volatility 100 Index',
        market_display_name: 'Volatility Indices',
      });
    }
  });

  it('words proposals, purchases and contracts in German for l=DE, and in English elsewhere', async () => {
    await frozenAt(START);
    const german = await openIn('DE', true);
    const english = await openIn('EN', true);
    const proposal = (await answer(german, { proposal: 1, ...HIGHER_5_MINUTES })).proposal as Message;
    expect(proposal.longcode).toBe(GERMAN_LONGCODE);
    const streamed = await answer(german, { proposal: 1, subscribe: 1, ...HIGHER_5_MINUTES, amount: 20 });
    expect((streamed.proposal as Message).longcode).toBe(GERMAN_LONGCODE);

    const bought = await buy(german, HIGHER_5_MINUTES);
    expect(bought.longcode).toBe(GERMAN_LONGCODE);
    const contract = { contract_id: bought.contract_id };
    const open = (await answer(german, { proposal_open_contract: 1, ...contract })).proposal_open_contract;
    expect(open).toMatchObject({ longcode: GERMAN_LONGCODE, display_name: 'Volatilität 100 Index' });
    const portfolio = (await answer(german, { portfolio: 1 })).portfolio as { contracts: Message[] };
    expect(portfolio.contracts[0]?.longcode).toBe(GERMAN_LONGCODE);
    const statement = (await answer(german, { statement: 1, limit: 1, description: 1 })).statement as {
      transactions: Message[];
    };
    expect(statement.transactions[0]?.longcode).toBe(GERMAN_LONGCODE);

    const seenInEnglish = (await answer(english, { proposal_open_contract: 1, ...contract })).proposal_open_contract;
    expect(seenInEnglish).toMatchObject({ longcode: ENGLISH_LONGCODE, display_name: 'Volatility 100 Index' });
    const englishStatement = (await answer(english, { statement: 1, limit: 1, description: 1 })).statement as {
      transactions: Message[];
    };
    expect(englishStatement.transactions[0]?.longcode).toBe(ENGLISH_LONGCODE);
  });

  it('words a closed contract in the profit table in French for l=FR', async () => {
    await frozenAt(START);
    const french = await openIn('FR', true);
    const bought = await buy(french, HIGHER_5_MINUTES);
    await simulator().control.advanceClock('default', 30_000);
    await answer(french, { sell: bought.contract_id, price: 0 });
    const table = (await answer(french, { profit_table: 1, description: 1 })).profit_table as {
      transactions: Message[];
    };
    expect(table.transactions[0]?.longcode).toBe(
      "Gagnez le paiement si Indice Volatilité 100 est strictement supérieur à prix d'entrée 5 minutes après l'heure de début du contrat.",
    );
  });
});
