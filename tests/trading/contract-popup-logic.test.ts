import { describe, expect, it } from 'vitest';
import { withContractUpdate, type OpenContract, type PortfolioContract } from '../../src/api/endpoints/contracts';
import { auditSections } from '../../src/features/contract/AuditTable';
import {
  hasTickChart,
  isDigitContract,
  sellState,
  shouldSellExpired,
} from '../../src/features/contract/contract-status';
import { digitTicks } from '../../src/features/contract/DigitTickTable';
import { recentTicks } from '../../src/features/contract/recent-ticks';
import { contractIdParam } from '../../src/features/contract/useContractParam';
import { portfolioTotals } from '../../src/features/portfolio/portfolio-totals';
import { OPEN_CONTRACT } from '../support/open-contract';

const open = OPEN_CONTRACT;

describe('what the popup offers instead of or beside Sell (trading-core §4, §8)', () => {
  it.each([
    ['an open contract valid to sell', {}, 'sell'],
    ['a forward-starting contract before its start', { is_forward_starting: 1, date_start: 1200 }, 'not-started'],
    ['an expired contract not yet settled', { is_expired: 1, is_valid_to_sell: 0 }, 'waiting-settlement'],
    ['a contract the platform does not buy back', { is_valid_to_sell: 0 }, 'resale-not-offered'],
    ['a sold or settled contract', { is_sold: 1, status: 'won', is_valid_to_sell: 0 }, 'closed'],
    ['a sold contract still said valid to sell', { is_sold: 1, status: 'sold', is_valid_to_sell: 1 }, 'closed'],
    ['a settled contract still said valid to sell', { status: 'lost', is_valid_to_sell: 1 }, 'waiting-settlement'],
    ['an expired contract still said valid to sell', { is_expired: 1, is_valid_to_sell: 1 }, 'waiting-settlement'],
  ] as const)('%s: %s', (_name, fields, state) => {
    expect(sellState({ ...open, ...fields } as OpenContract)).toBe(state);
  });

  it('settles with sell_expired only a contract valid to sell, settleable and not sold', () => {
    expect(shouldSellExpired(open)).toBe(false);
    expect(shouldSellExpired({ ...open, is_settleable: 1 })).toBe(true);
    expect(shouldSellExpired({ ...open, is_settleable: 1, is_sold: 1 })).toBe(false);
    expect(shouldSellExpired({ ...open, is_settleable: 1, is_valid_to_sell: 0 })).toBe(false);
  });

  it('draws a tick chart for tick contracts of at most 10 ticks', () => {
    expect(hasTickChart({ ...open, tick_count: 10 })).toBe(true);
    expect(hasTickChart({ ...open, tick_count: 11 })).toBe(false);
    expect(hasTickChart(open)).toBe(false);
    expect([isDigitContract({ ...open, contract_type: 'DIGITMATCH' }), isDigitContract(open)]).toEqual([true, false]);
  });
});

describe('the digit tick table and the audit page', () => {
  const stream = [1, 2, 3, 4].map((i) => ({ epoch: 1000 + i, tick: 100 + i, tick_display_value: `10${i}.00` }));

  it('lists ticks from the entry up to the tick count', () => {
    expect(digitTicks({ ...open, tick_count: 3, tick_stream: stream }).map((t) => t.epoch)).toEqual([1001, 1002, 1003]);
    expect(digitTicks({ ...open, tick_count: 5, tick_stream: stream })).toHaveLength(4);
    expect(digitTicks(open)).toEqual([]);
  });

  it('shows every tick of a tick contract, otherwise the start and the end', () => {
    const entry = { epoch: 1001, tick: 101, name: 'Entry Spot', flag: 'highlight_tick' };
    expect(auditSections({ all_ticks: [entry], contract_start: [entry] }).map((s) => s.title)).toEqual([
      'Contract ticks',
    ]);
    expect(auditSections({ contract_start: [entry], contract_end: [entry] }).map((s) => s.title)).toEqual([
      'Contract starts',
      'Contract ends',
    ]);
  });
});

describe('the popup chart keeps the last 20 ticks (trading-core §9)', () => {
  const history = (count: number) => ({
    msg_type: 'history' as const,
    echo_req: {},
    history: {
      times: Array.from({ length: count }, (_, i) => 1000 + i),
      prices: Array.from({ length: count }, (_, i) => 50 + i),
    },
  });
  const tick = (epoch: number, quote: number) => ({ epoch, quote, id: 'x', symbol: 'R_100', pip_size: 2 });

  it('joins the history with the live ticks, one per epoch, and drops all but the last 20', () => {
    const ticks = recentTicks(history(20) as never, [tick(1019, 99), tick(1020, 70), tick(1021, 71)]);
    expect(ticks).toHaveLength(20);
    expect(ticks[0]).toEqual({ epoch: 1002, quote: 52 });
    expect(ticks.slice(-3)).toEqual([
      { epoch: 1019, quote: 99 },
      { epoch: 1020, quote: 70 },
      { epoch: 1021, quote: 71 },
    ]);
  });

  it('draws what there is before the history arrives', () => {
    expect(recentTicks(undefined, [tick(5, 1)])).toEqual([{ epoch: 5, quote: 1 }]);
  });
});

describe('the portfolio', () => {
  const row = (contract_id: number, buy_price: number): PortfolioContract =>
    ({ contract_id, buy_price, currency: 'USD', transaction_id: contract_id * 2, longcode: 'x' }) as PortfolioContract;

  it('keeps open contracts of the shared stream and drops closed ones', () => {
    const one = withContractUpdate({}, open);
    expect(Object.keys(one)).toEqual(['7']);
    expect(withContractUpdate(one, { ...open, status: 'sold', is_sold: 1 })).toEqual({});
    expect(withContractUpdate(one, {})).toBe(one);
  });

  it('sums the totals in minor units, a position without a price yet as 0', () => {
    const contracts = [row(1, 0.1), row(2, 0.2), row(3, 1234.5)];
    const totals = portfolioTotals(contracts, { 1: { ...open, bid_price: 0.1 }, 2: { ...open, bid_price: 0.2 } });
    expect(totals).toEqual({ purchase: '1,234.80 USD', indicative: '0.30 USD' });
  });

  it('opens the popup only for a contract_id that is a positive whole number', () => {
    const id = (query: string) => contractIdParam(new URLSearchParams(query));
    expect([id('contract_id=42'), id('contract_id=0'), id('contract_id=4.2'), id('contract_id=x'), id('')]).toEqual([
      42,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
