import { describe, expect, it } from 'vitest';
import { authorized, tokenOf } from '../accounts/support';
import { errorOf, MONDAY_NOON, SATURDAY_NOON, useMarketSimulator } from './support';

const { open, simulator, moveTo } = useMarketSimulator();

interface SymbolEntry {
  symbol: string;
  market: string;
  exchange_is_open: 0 | 1;
  spot?: number;
  spot_time?: string;
}

async function symbols(request: Record<string, unknown>, socket?: Awaited<ReturnType<typeof open>>) {
  const reply = await (socket ?? (await open())).call({ active_symbols: 'brief', ...request });
  return reply.active_symbols as SymbolEntry[];
}

describe('active_symbols', () => {
  it('lists every underlying in the market display order, with the brief fields', async () => {
    const list = await symbols({});
    const markets = list.map((entry) => entry.market).filter((market, index, all) => all[index - 1] !== market);
    expect(markets).toEqual(['forex', 'volidx', 'indices', 'stocks', 'commodities']);
    expect(list.find((entry) => entry.symbol === 'R_100')).toEqual({
      display_name: 'Volatility 100 Index',
      display_order: 5,
      exchange_is_open: 1,
      is_trading_suspended: 0,
      market: 'volidx',
      market_display_name: 'Volatility Indices',
      pip: 0.01,
      subgroup: 'none',
      subgroup_display_name: 'None',
      submarket: 'random_index',
      submarket_display_name: 'Continuous Indices',
      symbol: 'R_100',
      symbol_type: '',
    });
    expect(list.find((entry) => entry.symbol === 'OTC_SPC')?.exchange_is_open).toBe(0);
  });

  it('adds the spot and exchange data in full', async () => {
    const list = await symbols({ active_symbols: 'full' });
    const eurusd = list.find((entry) => entry.symbol === 'frxEURUSD');
    const latest = simulator().world.markets.latestTick('frxEURUSD');
    expect(eurusd).toMatchObject({
      spot: latest?.quote,
      spot_time: String(latest?.epoch),
      exchange_name: 'FOREX',
      quoted_currency_symbol: 'USD',
    });
  });

  it('shows forex closed at the weekend', async () => {
    await moveTo(SATURDAY_NOON);
    const list = await symbols({});
    expect(list.filter((entry) => entry.market === 'forex').every((entry) => entry.exchange_is_open === 0)).toBe(true);
    expect(list.find((entry) => entry.symbol === 'R_10')?.exchange_is_open).toBe(1);
  });

  it('lists only forex for multi_barrier, and filters by landing company', async () => {
    expect(new Set((await symbols({ product_type: 'multi_barrier' })).map((entry) => entry.market))).toEqual(
      new Set(['forex']),
    );
    expect(new Set((await symbols({ landing_company: 'malta' })).map((entry) => entry.market))).toEqual(
      new Set(['volidx']),
    );
    expect(await symbols({ landing_company_short: 'maltainvest' })).toEqual([]);
    expect(await symbols({ landing_company: 'iom', product_type: 'multi_barrier' })).toEqual([]);
  });

  it("uses a logged-in account's own landing company", async () => {
    const socket = await authorized(open, tokenOf('MLT90000001'));
    const list = await symbols({ landing_company: 'svg' }, socket);
    expect(new Set(list.map((entry) => entry.market))).toEqual(new Set(['volidx']));
  });
});

describe('trading_times', () => {
  type Times = { open: string[]; close: string[]; settlement: string };
  type Events = { dates: string; descrip: string }[];
  type SymbolTimes = { symbol: string; name: string; times: Times; trading_days: string[]; events: Events };
  async function timesOn(date: string): Promise<SymbolTimes[]> {
    const reply = await (await open()).call({ trading_times: date });
    const markets = (reply.trading_times as { markets: { name: string; submarkets: { symbols: SymbolTimes[] }[] }[] })
      .markets;
    expect(markets.map((market) => market.name)).toEqual([
      'Forex',
      'Volatility Indices',
      'Indices',
      'OTC Stocks',
      'Commodities',
    ]);
    return markets.flatMap((market) => market.submarkets.flatMap((submarket) => submarket.symbols));
  }

  it('gives each symbol its sessions of the day in GMT', async () => {
    const monday = await timesOn('today');
    expect(monday.find((entry) => entry.symbol === 'frxEURUSD')).toEqual({
      symbol: 'frxEURUSD',
      name: 'EUR/USD',
      times: { open: ['00:00:00'], close: ['23:59:59'], settlement: '23:59:59' },
      trading_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      events: [],
    });
    expect(monday.find((entry) => entry.symbol === 'OTC_SPC')?.times).toEqual({
      open: ['13:30:00'],
      close: ['20:00:00'],
      settlement: '20:00:00',
    });
    const saturday = await timesOn('2026-11-21');
    expect(saturday.find((entry) => entry.symbol === 'frxEURUSD')?.times).toEqual({
      open: ['--'],
      close: ['--'],
      settlement: '--',
    });
    expect(saturday.find((entry) => entry.symbol === 'R_50')?.trading_days).toHaveLength(7);
  });

  it('lists the year-end holidays ahead as events, and keeps them: closed all day or closing early', async () => {
    const week = await timesOn('2026-12-20');
    expect(week.find((entry) => entry.symbol === 'frxEURUSD')?.events).toEqual([
      { dates: '2026-12-24, 2026-12-31', descrip: 'Closes early (at 18:00)' },
      { dates: '2026-12-25, 2027-01-01', descrip: 'Closed all day' },
    ]);
    expect(week.find((entry) => entry.symbol === 'OTC_FTSE')?.events[0]).toEqual({
      dates: '2026-12-24, 2026-12-31',
      descrip: 'Closes early (at 12:00)',
    });
    expect(week.find((entry) => entry.symbol === 'R_100')?.events).toEqual([]);
    const eve = await timesOn('2026-12-24');
    expect(eve.find((entry) => entry.symbol === 'frxEURUSD')?.times).toEqual({
      open: ['00:00:00'],
      close: ['18:00:00'],
      settlement: '18:00:00',
    });
    const christmas = await timesOn('2026-12-25');
    expect(christmas.find((entry) => entry.symbol === 'frxEURUSD')?.times.open).toEqual(['--']);
    expect(christmas.find((entry) => entry.symbol === 'R_100')?.times.open).toEqual(['00:00:00']);
  });

  it('refuses a date that does not exist', async () => {
    const reply = await (await open()).call({ trading_times: '2026-02-30' });
    expect(errorOf(reply).code).toBe('InvalidDateFormat');
    expect(MONDAY_NOON).toBeGreaterThan(0);
  });
});

describe('asset_index', () => {
  it('lists each underlying with its categories and duration range', async () => {
    const reply = await (await open()).call({ asset_index: 1 });
    const index = reply.asset_index as [string, string, [string, string, string, string][]][];
    const r100 = index.find(([symbol]) => symbol === 'R_100');
    expect(r100?.[1]).toBe('Volatility 100 Index');
    expect(r100?.[2]).toContainEqual(['callput', 'Up/Down', '1t', '365d']);
    expect(r100?.[2]).toContainEqual(['lookback', 'Lookbacks', '1m', '30m']);
    expect(r100?.[2]).toContainEqual(['highlowticks', 'High/Low Ticks', '5t', '5t']);
    expect(index.find(([symbol]) => symbol === 'frxEURUSD')?.[2]).toContainEqual(['callput', 'Up/Down', '15m', '365d']);
    const malta = (await (await open()).call({ asset_index: 1, landing_company: 'malta' })).asset_index as unknown[][];
    expect(malta.every(([symbol]) => String(symbol).startsWith('R_') || String(symbol).startsWith('1HZ'))).toBe(true);
  });
});
