import { describe, expect, it } from 'vitest';
import { errorOf, MONDAY_NOON, SATURDAY_NOON, useMarketSimulator } from './support';

const { open, simulator, moveTo, advance } = useMarketSimulator();

interface Entry {
  contract_type: string;
  contract_category: string;
  expiry_type: string;
  start_type: string;
  barrier_category: string;
  barriers: number;
  min_contract_duration: string;
  max_contract_duration: string;
  barrier?: string;
  high_barrier?: string;
  low_barrier?: string;
  last_digit_range?: number[];
  forward_starting_options?: { date: string; open: string; close: string }[];
  available_barriers?: (string | string[])[];
  expired_barriers?: (string | string[])[];
  trading_period?: { date_start: { epoch: number }; date_expiry: { epoch: number }; duration: string };
}

async function contractsFor(request: Record<string, unknown>) {
  const reply = await (await open()).call({ contracts_for: 'R_100', ...request });
  return reply;
}

function available(reply: Record<string, unknown>): Entry[] {
  return (reply.contracts_for as { available: Entry[] }).available;
}

describe('contracts_for', () => {
  it('lists every category of a volatility index with its durations and barriers', async () => {
    const reply = await contractsFor({ currency: 'USD' });
    const entries = available(reply);
    expect(new Set(entries.map((entry) => entry.contract_category))).toEqual(
      new Set([
        'callput',
        'callputequal',
        'touchnotouch',
        'endsinout',
        'staysinout',
        'digits',
        'asian',
        'reset',
        'lookback',
        'callputspread',
        'highlowticks',
        'runs',
      ]),
    );
    const calls = entries.filter((entry) => entry.contract_type === 'CALL');
    expect(
      calls.map((entry) => [
        entry.expiry_type,
        entry.start_type,
        entry.barrier_category,
        entry.min_contract_duration,
        entry.max_contract_duration,
      ]),
    ).toEqual([
      ['tick', 'spot', 'euro_atm', '1t', '10t'],
      ['tick', 'spot', 'euro_non_atm', '5t', '10t'],
      ['intraday', 'spot', 'euro_atm', '15s', '1d'],
      ['intraday', 'spot', 'euro_non_atm', '15s', '1d'],
      ['intraday', 'forward', 'euro_atm', '2m', '1d'],
      ['daily', 'spot', 'euro_atm', '1d', '365d'],
      ['daily', 'spot', 'euro_non_atm', '1d', '365d'],
    ]);
    const spot = simulator().world.markets.latestTick('R_100')?.quote ?? 0;
    const dailyHigher = calls.find((entry) => entry.expiry_type === 'daily' && entry.barriers === 1);
    expect(Number(dailyHigher?.barrier)).toBeGreaterThan(spot);
    expect(calls.find((entry) => entry.expiry_type === 'tick' && entry.barriers === 1)?.barrier).toMatch(
      /^\+\d+\.\d{2}$/,
    );
    const range = entries.find((entry) => entry.contract_type === 'EXPIRYRANGE');
    expect(range).toMatchObject({
      barriers: 2,
      high_barrier: expect.stringMatching(/^\+/),
      low_barrier: expect.stringMatching(/^-/),
    });
    expect(entries.find((entry) => entry.contract_type === 'DIGITOVER')?.last_digit_range).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const forward = calls.find((entry) => entry.start_type === 'forward')?.forward_starting_options;
    expect(forward?.[0]).toEqual({
      date: String(MONDAY_NOON - 43_200),
      open: String(MONDAY_NOON - 43_200),
      close: String(MONDAY_NOON + 43_199),
      blackouts: [],
    });
    expect(reply.contracts_for).toMatchObject({ spot, feed_license: 'realtime', hit_count: entries.length });
  });

  it('lists forex without tick contracts, with the session close', async () => {
    const reply = await contractsFor({ contracts_for: 'frxUSDJPY' });
    const entries = available(reply);
    expect(entries.some((entry) => entry.expiry_type === 'tick')).toBe(false);
    expect(entries.find((entry) => entry.contract_type === 'ONETOUCH')).toMatchObject({
      expiry_type: 'daily',
      min_contract_duration: '1d',
      barrier_category: 'american',
    });
    expect((reply.contracts_for as { close: number }).close).toBe(MONDAY_NOON + 43_199);
  });

  it('offers multi-barrier trading periods on forex with their barriers', async () => {
    await moveTo(MONDAY_NOON + 30 * 60);
    const entries = available(await contractsFor({ contracts_for: 'frxEURUSD', product_type: 'multi_barrier' }));
    const durations = new Set(entries.map((entry) => entry.trading_period?.duration));
    expect(durations).toEqual(new Set(['2h15m', '5h15m', '0d', '1W', '1M', '3M', '1Y']));
    const twoHour = entries.filter((entry) => entry.trading_period?.duration === '2h15m');
    expect(twoHour[0]?.trading_period).toMatchObject({
      date_start: { epoch: MONDAY_NOON + 45 * 60 - 3600 },
      date_expiry: { epoch: MONDAY_NOON + 7200 },
    });
    const calle = twoHour.find((entry) => entry.contract_type === 'CALLE');
    expect(calle?.available_barriers).toHaveLength(9);
    expect(calle?.expired_barriers).toEqual([]);
    // Periods shorter than a day offer higher/lower only.
    expect(new Set(twoHour.map((entry) => entry.contract_type))).toEqual(new Set(['CALLE', 'PUTE']));
    const week = entries.filter((entry) => entry.trading_period?.duration === '1W');
    const barriersOf = (type: string) => week.find((entry) => entry.contract_type === type)?.available_barriers;
    expect(barriersOf('ONETOUCH')).toHaveLength(8);
    expect(barriersOf('EXPIRYRANGE')).toHaveLength(7);
    expect(barriersOf('RANGE')).toHaveLength(3);
    expect(barriersOf('RANGE')?.[0]).toHaveLength(2);
    expect(new Set(entries.map((entry) => entry.contract_type))).toEqual(
      new Set(['CALLE', 'PUTE', 'ONETOUCH', 'NOTOUCH', 'EXPIRYRANGE', 'EXPIRYMISS', 'RANGE', 'UPORDOWN']),
    );
  });

  it('marks barriers the spot has touched as expired', async () => {
    await moveTo(MONDAY_NOON + 30 * 60);
    const { control } = simulator();
    const before = available(await contractsFor({ contracts_for: 'frxEURUSD', product_type: 'multi_barrier' }));
    const touch = before.find((entry) => entry.contract_type === 'ONETOUCH' && entry.trading_period?.duration === '1W');
    const top = Number(touch?.available_barriers?.at(-1));
    await control.setSpot('default', 'frxEURUSD', top * 1.01);
    await advance(2_000);
    const after = available(await contractsFor({ contracts_for: 'frxEURUSD', product_type: 'multi_barrier' }));
    const touched = after.find(
      (entry) => entry.contract_type === 'ONETOUCH' && entry.trading_period?.duration === '1W',
    );
    // Four levels lie above the spot at the week's start; the spot went past all of them.
    expect(touched?.expired_barriers).toEqual(touched?.available_barriers?.slice(4));
    const stays = after.find((entry) => entry.contract_type === 'RANGE' && entry.trading_period?.duration === '1W');
    expect(stays?.expired_barriers).toHaveLength(3);
    const ends = after.find(
      (entry) => entry.contract_type === 'EXPIRYRANGE' && entry.trading_period?.duration === '1W',
    );
    expect(ends?.expired_barriers).toEqual([]);
  });

  it('refuses unknown symbols, products not offered, closed multi-barrier markets and unknown currencies', async () => {
    expect(errorOf(await contractsFor({ contracts_for: 'NOPE' }))).toEqual({
      code: 'InvalidSymbol',
      message: 'Symbol NOPE is invalid.',
    });
    expect(errorOf(await contractsFor({ product_type: 'multi_barrier' })).code).toBe('InvalidSymbol');
    expect(errorOf(await contractsFor({ landing_company: 'maltainvest' })).code).toBe('InvalidSymbol');
    expect(errorOf(await contractsFor({ currency: 'XXX' })).code).toBe('InvalidCurrency');
    await moveTo(SATURDAY_NOON);
    expect(errorOf(await contractsFor({ contracts_for: 'frxEURUSD', product_type: 'multi_barrier' }))).toEqual({
      code: 'MarketIsClosed',
      message: 'This market is presently closed.',
    });
    expect(available(await contractsFor({ contracts_for: 'frxEURUSD' })).length).toBeGreaterThan(0);
  });
});
