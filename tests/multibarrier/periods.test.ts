import { describe, expect, it } from 'vitest';
import type { MultiBarrierContracts } from '../../src/api/endpoints/multi-barrier';
import {
  categoriesOf,
  chartFrame,
  defaultPeriod,
  offerOf,
  parsePeriodKey,
  periodKey,
  periodsOf,
} from '../../src/features/multibarrier/periods';
import { buyParameters, priceRequest } from '../../src/features/multibarrier/price-request';
import { resolveSelection } from '../../src/features/multibarrier/useSelection';

type Entry = MultiBarrierContracts['available'][number];

function entry(
  category: string,
  type: string,
  [start, expiry, duration]: [number, number, string],
  barriers: Entry['available_barriers'],
  expired: Entry['expired_barriers'] = [],
): Entry {
  return {
    contract_category: category,
    contract_category_display: category === 'touchnotouch' ? 'Touch/No Touch' : 'Rise/Fall Equal',
    contract_type: type,
    contract_display: type,
    available_barriers: barriers,
    expired_barriers: expired,
    trading_period: {
      date_start: { date: '', epoch: start },
      date_expiry: { date: '', epoch: expiry },
      duration,
    },
  } as Entry;
}

const DAY: [number, number, string] = [0, 86_399, '0d'];
const SHORT: [number, number, string] = [1_000, 9_100, '2h15m'];
const contracts = {
  available: [
    entry('callputequal', 'CALLE', DAY, ['1.1', '1.3', '1.2']),
    entry('callputequal', 'PUTE', DAY, ['1.1', '1.3', '1.2']),
    entry('callputequal', 'CALLE', SHORT, ['1.25']),
    entry('touchnotouch', 'ONETOUCH', DAY, ['1.1', '1.3'], ['1.3']),
    entry('touchnotouch', 'NOTOUCH', DAY, ['1.1', '1.3'], []),
  ],
  close: 86_399,
} as unknown as MultiBarrierContracts;

describe('trading periods', () => {
  it('are keyed start_expiry and parsed back; anything else is no period', () => {
    expect(periodKey(1, 2)).toBe('1_2');
    expect(parsePeriodKey('1000_9100')).toEqual({ start: 1_000, expiry: 9_100 });
    expect(parsePeriodKey('9100_1000')).toBeUndefined();
    expect(parsePeriodKey('1000-9100')).toBeUndefined();
    expect(parsePeriodKey('')).toBeUndefined();
  });

  it('lists categories once each and a category’s periods by expiry', () => {
    expect(categoriesOf(contracts).map((c) => c.name)).toEqual(['callputequal', 'touchnotouch']);
    expect(periodsOf(contracts, 'callputequal').map((p) => p.duration)).toEqual(['2h15m', '0d']);
  });

  it('offers the contract types and the live barriers, highest first', () => {
    const offer = offerOf(contracts, 'callputequal', periodKey(0, 86_399));
    expect(offer.contractTypes.map((t) => t.type)).toEqual(['CALLE', 'PUTE']);
    expect(offer.rows.map((r) => r.key)).toEqual(['1.3', '1.2', '1.1']);
    expect(offer.allExpired).toBe(false);
  });

  it('removes a barrier expired for any contract type, and says when all are', () => {
    const offer = offerOf(contracts, 'touchnotouch', periodKey(0, 86_399));
    expect(offer.rows.map((r) => r.key)).toEqual(['1.1']);
    const allGone = {
      available: [entry('touchnotouch', 'ONETOUCH', DAY, ['1.1', '1.3'], ['1.1', '1.3'])],
    } as unknown as MultiBarrierContracts;
    expect(offerOf(allGone, 'touchnotouch', periodKey(0, 86_399))).toMatchObject({ rows: [], allExpired: true });
  });

  it('keeps barrier pairs as rows of two barriers', () => {
    const pairs = {
      available: [
        entry(
          'endsinout',
          'EXPIRYRANGE',
          DAY,
          [
            ['1.0', '1.4'],
            ['1.1', '1.3'],
          ],
          [['1.0', '1.4']],
        ),
      ],
    } as unknown as MultiBarrierContracts;
    expect(offerOf(pairs, 'endsinout', periodKey(0, 86_399)).rows).toEqual([
      { key: '1.1_1.3', barrier: '1.1', barrier2: '1.3' },
    ]);
  });

  it('falls back to the first category and the first period on offer with more than 120 s left', () => {
    const choices = { underlying: '', category: 'gone', period: 'gone', amount: '10' };
    const chosen = resolveSelection(contracts, choices, 2_000);
    expect(chosen.category).toBe('callputequal');
    expect(chosen.period?.duration).toBe('2h15m');
    expect(resolveSelection(contracts, choices, 9_100 - 120).period?.duration).toBe('0d');
  });

  it('keeps a chosen period even when it has 120 s or less left', () => {
    const choices = { underlying: '', category: 'callputequal', period: periodKey(1_000, 9_100), amount: '10' };
    expect(resolveSelection(contracts, choices, 9_100 - 60).period?.duration).toBe('2h15m');
  });

  it('chooses by default the first period with more than 120 s left, else the first', () => {
    const periods = periodsOf(contracts, 'callputequal');
    expect(defaultPeriod(periods, 9_100 - 121)?.duration).toBe('2h15m');
    expect(defaultPeriod(periods, 9_100 - 120)?.duration).toBe('0d');
    expect(defaultPeriod(periods, 86_399 - 30)?.duration).toBe('2h15m');
    expect(defaultPeriod([], 0)).toBeUndefined();
  });

  it('follows the period for the chart time frame', () => {
    expect(chartFrame('5h15m')).toEqual({ granularity: 60, series: 'line' });
    expect(chartFrame('2h15m')).toEqual({ granularity: 60, series: 'line' });
    expect(chartFrame('0d')).toEqual({ granularity: 1_800, series: 'ohlc' });
    expect(chartFrame('1W')).toEqual({ granularity: 86_400, series: 'ohlc' });
    for (const period of ['1M', '3M', '1Y'])
      expect(chartFrame(period)).toEqual({ granularity: 86_400, series: 'candlestick' });
  });
});

describe('the price request and a button’s buy', () => {
  const period = periodsOf(contracts, 'callputequal')[1]!;
  const offer = offerOf(contracts, 'callputequal', period.key);

  it('asks every contract type at every live barrier of the period, by payout', () => {
    const request = priceRequest({ symbol: 'frxEURUSD', currency: 'USD', amount: '25', period, offer });
    expect(request).toEqual({
      basis: 'payout',
      amount: 25,
      currency: 'USD',
      symbol: 'frxEURUSD',
      date_expiry: 86_399,
      trading_period_start: 0,
      product_type: 'multi_barrier',
      contract_type: ['CALLE', 'PUTE'],
      barriers: [{ barrier: '1.3' }, { barrier: '1.2' }, { barrier: '1.1' }],
    });
    expect(buyParameters(request!, offer.rows[1]!, 'PUTE')).toMatchObject({
      contract_type: 'PUTE',
      barrier: '1.2',
      amount: 25,
      trading_period_start: 0,
      date_expiry: 86_399,
      product_type: 'multi_barrier',
    });
  });

  it('asks nothing when no barrier is left', () => {
    expect(
      priceRequest({ symbol: 'x', currency: 'USD', amount: '10', period, offer: { ...offer, rows: [] } }),
    ).toBeUndefined();
  });
});
