import { describe, expect, it } from 'vitest';
import { periodBarriers } from '../../../simulator/domain/markets/period-barriers';
import { tradingPeriods, type TradingPeriod } from '../../../simulator/domain/markets/trading-periods';
import type { ContractCategory } from '../../../simulator/domain/pricing/contract-types';
import { errorOf, MONDAY_NOON, SATURDAY_NOON, usePricingSimulator, type Message } from './support';

const { simulator, open, advance } = usePricingSimulator();

const SYMBOL = 'frxEURUSD';

/** A trading period open at Monday noon (2h15m: 11:45 to 14:00) and a category's barriers in it. */
function period(
  duration = '2h15m',
  category: ContractCategory = 'callputequal',
): { period: TradingPeriod; singles: string[]; pairs: [string, string][] } {
  const world = simulator().world;
  const open = tradingPeriods(MONDAY_NOON, (epoch) => world.markets.isOpen(SYMBOL, epoch), SYMBOL);
  const found = open.find((each) => each.duration === duration);
  if (!found) throw new Error(`no ${duration} period`);
  const underlying = world.markets.underlying(SYMBOL)!;
  const startSpot = world.markets.latestTick(SYMBOL, found.start)!.quote;
  const { singles, pairs } = periodBarriers(category, startSpot, found, underlying.pip);
  const text = (value: number) => value.toFixed(5);
  return {
    period: found,
    singles: singles.map(text),
    pairs: pairs.map(([low, high]): [string, string] => [text(low), text(high)]),
  };
}

function request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { period: found, singles } = period();
  return {
    proposal_array: 1,
    symbol: SYMBOL,
    currency: 'USD',
    amount: 100,
    basis: 'payout',
    contract_type: ['CALLE', 'PUTE'],
    barriers: singles.slice(2, 5).map((barrier) => ({ barrier })),
    date_expiry: found.expiry,
    trading_period_start: found.start,
    product_type: 'multi_barrier',
    ...overrides,
  };
}

type Row = Record<string, unknown>;
const rowsOf = (message: Message, type: string): Row[] => {
  if (message.error) throw new Error(JSON.stringify(message.error));
  return (message.proposal_array as { proposals: Record<string, Row[]> }).proposals[type] ?? [];
};

describe('proposal_array', () => {
  it('prices every contract type at every barrier, in the order asked', async () => {
    const socket = await open();
    const message = await socket.call(request());
    const { singles, period: found } = period();
    const calls = rowsOf(message, 'CALLE');
    const puts = rowsOf(message, 'PUTE');
    expect(calls.map((row) => row.barrier)).toEqual(singles.slice(2, 5));
    expect(puts.map((row) => row.barrier)).toEqual(singles.slice(2, 5));
    const asks = (rows: Row[]) => rows.map((row) => Number(row.ask_price));
    // A higher barrier makes "higher" cheaper and "lower" dearer.
    expect(asks(calls)).toEqual([...asks(calls)].sort((a, b) => b - a));
    expect(asks(puts)).toEqual([...asks(puts)].sort((a, b) => a - b));
    for (let index = 0; index < 3; index += 1) {
      const sum = asks(calls)[index]! + asks(puts)[index]!;
      expect(sum).toBeGreaterThan(100);
      expect(sum).toBeLessThan(112);
    }
    expect(calls[0]).toMatchObject({
      payout: 100,
      display_value: Number(calls[0]!.ask_price).toFixed(2),
      longcode: `Win payout if EUR/USD is higher than or equal to ${singles[2]} at 2026-11-23 14:00:00 GMT.`,
    });
    const body = message.proposal_array as Record<string, unknown>;
    expect(body.date_start).toBe(MONDAY_NOON);
    expect(body.spot).toBe(simulator().world.markets.latestTick(SYMBOL)!.quote);
    expect(found.expiry).toBe(MONDAY_NOON + 2 * 3_600);
  });

  it('prices two-barrier types at barrier pairs', async () => {
    const socket = await open();
    const { period: week, pairs } = period('1W', 'endsinout');
    const barriers = pairs.slice(0, 3).map(([low, high]) => ({ barrier: high, barrier2: low }));
    const message = await socket.call(
      request({
        contract_type: ['EXPIRYRANGE', 'EXPIRYMISS'],
        barriers,
        trading_period_start: week.start,
        date_expiry: week.expiry,
      }),
    );
    const inside = rowsOf(message, 'EXPIRYRANGE');
    const outside = rowsOf(message, 'EXPIRYMISS');
    expect(inside.map((row) => [row.barrier, row.barrier2])).toEqual(
      barriers.map((pair) => [pair.barrier, pair.barrier2]),
    );
    // (50,75) lies nearer the spot and is wider than (75,95): ending inside it is likelier.
    expect(Number(inside[2]!.ask_price)).toBeGreaterThan(Number(inside[0]!.ask_price));
    expect(Number(outside[2]!.ask_price)).toBeLessThan(Number(outside[0]!.ask_price));
  });

  it('gives a row its own error and prices the others', async () => {
    const socket = await open();
    const { singles } = period();
    const message = await socket.call(
      request({ barriers: [{ barrier: singles[3]! }, { barrier: '+0.00100' }, { barrier: '9.00000' }] }),
    );
    const [good, relative, far] = rowsOf(message, 'CALLE');
    expect(Number(good!.ask_price)).toBeGreaterThan(0);
    expect(relative).toEqual({
      error: {
        code: 'ContractBuyValidationError',
        message: 'Contracts with predefined barrier would need an absolute barrier.',
        details: { barrier: '+0.00100', payout: 100 },
      },
    });
    expect(far).toEqual({
      error: {
        code: 'ContractBuyValidationError',
        message: 'Barrier is out of acceptable range.',
        details: { barrier: '9.00000', payout: 100 },
      },
    });
  });

  it('refuses a row whose stake buys no return, as it refuses one whose payout costs the payout', async () => {
    const socket = await open();
    const rows = async (basis: string) => {
      const message = await socket.call({
        proposal_array: 1,
        symbol: 'R_100',
        currency: 'USD',
        amount: 10,
        basis,
        contract_type: ['CALL'],
        barriers: [{ barrier: '-20' }, { barrier: '+0.5' }],
        duration: 5,
        duration_unit: 't',
      });
      return rowsOf(message, 'CALL').map((row) => (row.error as { message: string } | undefined)?.message ?? 'priced');
    };
    expect(await rows('payout')).toEqual(['This contract offers no return.', 'priced']);
    expect(await rows('stake')).toEqual(['This contract offers no return.', 'priced']);
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    ['an unknown symbol', () => request({ symbol: 'frxXXXYYY' }), 'InvalidSymbol', 'Symbol frxXXXYYY invalid.'],
    [
      'no trading period',
      () => request({ trading_period_start: undefined }),
      'ContractCreationFailure',
      'trading_period_start must be supplied for multi barrier contracts.',
    ],
    [
      'a period not on offer',
      () => request({ trading_period_start: MONDAY_NOON - 60 }),
      'OfferingsValidationError',
      'Trading is not offered for this duration.',
    ],
    [
      'a two-barrier type in a period shorter than a day',
      () => request({ contract_type: ['EXPIRYRANGE'], barriers: [{ barrier: '1.20000', barrier2: '1.00000' }] }),
      'OfferingsValidationError',
      'Trading is not offered for this duration.',
    ],
  ])('refuses %s', async (_name, build, code, message) => {
    const socket = await open();
    const error = errorOf(await socket.call(build()));
    expect([error.code, error.message]).toEqual([code, message]);
  });

  it('refuses a closed market', async () => {
    const socket = await open();
    const body = request();
    await simulator().control.setClock('default', SATURDAY_NOON);
    const error = errorOf(await socket.call(body));
    expect([error.code, error.message]).toEqual(['MarketIsClosed', 'This market is presently closed.']);
  });

  it('streams new prices on every tick, and is forgotten by forget_all proposal_array', async () => {
    const socket = await open();
    const first = await socket.call({ ...request(), subscribe: 1 });
    const id = (first.subscription as { id: string }).id;
    expect((first.proposal_array as { id: string }).id).toBe(id);
    await advance(2);
    const update = await socket.next();
    expect([update.msg_type, (update.subscription as { id: string }).id]).toEqual(['proposal_array', id]);
    expect((update.proposal_array as { spot_time: number }).spot_time).toBe(MONDAY_NOON + 2);
    expect(rowsOf(update, 'PUTE')).toHaveLength(3);
    expect((await socket.call({ forget_all: 'proposal_array' })).forget_all).toEqual([id]);
  });

  it('ends the stream when the trading period is over', async () => {
    const socket = await open();
    const id = ((await socket.call({ ...request(), subscribe: 1 })).subscription as { id: string }).id;
    await advance(2 * 3_600 + 2);
    let message = await socket.next();
    while (!message.error) message = await socket.next();
    expect((message.subscription as { id: string }).id).toBe(id);
    expect(errorOf(message).code).toBe('OfferingsValidationError');
  });
});

describe('proposal_array barriers', () => {
  it('refuses the same barrier twice', async () => {
    const socket = await open();
    const { singles } = period();
    const error = errorOf(
      await socket.call(request({ barriers: [{ barrier: singles[1]! }, { barrier: singles[1]! }] })),
    );
    expect([error.code, error.message]).toEqual(['DuplicatedBarriers', 'Duplicate barriers not allowed.']);
  });
});
