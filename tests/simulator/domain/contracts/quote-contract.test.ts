import { describe, expect, it } from 'vitest';
import type { MarketState } from '../../../../simulator/domain/contracts/market-state';
import type { Tick } from '../../../../simulator/domain/markets/feed';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { proposalTerms, type Sizing } from '../../../../simulator/domain/contracts/proposal-terms';
import { quoteContract } from '../../../../simulator/domain/contracts/quote-contract';
import { marketOf, NOW, params } from './support';

function quote(overrides: Partial<ProposalParameters>, market: MarketState = marketOf()) {
  const { terms, sizing } = proposalTerms(params(overrides), market);
  return quoteContract(terms, sizing, market);
}

function theo(overrides: Partial<ProposalParameters>): number {
  const value = quote(overrides).theoProbability;
  if (value === undefined) throw new Error('not a binary');
  return value;
}

const ticks = (count: number) => ({ duration: count, duration_unit: 't' as const });

describe('quoteContract symmetries', () => {
  it.each<[string, Partial<ProposalParameters>, Partial<ProposalParameters>]>([
    ['CALL + PUT', { barrier: '+1.5' }, { contract_type: 'PUT', barrier: '+1.5' }],
    ['CALLE + PUTE on ticks', { contract_type: 'CALLE', ...ticks(5) }, { contract_type: 'PUTE', ...ticks(5) }],
    ['ONETOUCH + NOTOUCH', { contract_type: 'ONETOUCH', barrier: '+3' }, { contract_type: 'NOTOUCH', barrier: '+3' }],
    [
      'EXPIRYRANGE + EXPIRYMISS',
      { contract_type: 'EXPIRYRANGE', barrier: '+2', barrier2: '-3' },
      { contract_type: 'EXPIRYMISS', barrier: '+2', barrier2: '-3' },
    ],
    [
      'RANGE + UPORDOWN (paid at expiry)',
      { contract_type: 'RANGE', barrier: '+4', barrier2: '-4' },
      { contract_type: 'UPORDOWN', barrier: '+4', barrier2: '-4' },
    ],
    [
      'DIGITMATCH + DIGITDIFF',
      { contract_type: 'DIGITMATCH', barrier: '3', ...ticks(5) },
      { contract_type: 'DIGITDIFF', barrier: '3', ...ticks(5) },
    ],
    [
      'DIGITOVER 4 + DIGITUNDER 5',
      { contract_type: 'DIGITOVER', barrier: '4', ...ticks(5) },
      { contract_type: 'DIGITUNDER', barrier: '5', ...ticks(5) },
    ],
    ['DIGITEVEN + DIGITODD', { contract_type: 'DIGITEVEN', ...ticks(5) }, { contract_type: 'DIGITODD', ...ticks(5) }],
    ['ASIANU + ASIAND', { contract_type: 'ASIANU', ...ticks(5) }, { contract_type: 'ASIAND', ...ticks(5) }],
  ])('%s add up to the payout', (_name, one, other) => {
    // UPORDOWN pays at the hit, so with zero rates its value equals the at-expiry one.
    expect(theo(one) + theo(other)).toBeCloseTo(1, 4);
  });

  it('prices TICKHIGH and TICKLOW alike, symmetric in the selected tick', () => {
    const high = [1, 2, 3, 4, 5].map((tick) => theo({ contract_type: 'TICKHIGH', selected_tick: tick, ...ticks(5) }));
    const low = [1, 2, 3, 4, 5].map((tick) => theo({ contract_type: 'TICKLOW', selected_tick: tick, ...ticks(5) }));
    expect(high).toEqual(low);
    expect(high.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
  });
});

describe('ask, bid and payout', () => {
  it('charges a commission on purchase and on sell-back', () => {
    const { askPrice, bidPrice, payout, theoProbability } = quote({});
    const fair = payout * theoProbability!;
    expect(askPrice).toBeGreaterThan(fair);
    expect(bidPrice).toBeLessThan(fair);
  });

  it('keeps prices in whole minor units of the currency', () => {
    const usd = quote({ amount: 123.45 });
    expect(usd.askMinor).toBe(Math.round(usd.askPrice * 100));
    expect(usd.payoutMinor).toBe(12_345);
    const btc = quote({ currency: 'BTC', amount: 0.05 });
    expect(btc.askMinor).toBe(Math.round(btc.askPrice * 1e8));
    expect(Number.isInteger(btc.askMinor)).toBe(true);
  });

  it('charges the minimum commission in USD whatever the currency', () => {
    const usd = quote({ amount: 1 });
    const btc = quote({ currency: 'BTC', amount: 0.001 });
    // 0.02 USD on a 1 USD payout is 2%; on 90 USD worth of BTC it is not binding.
    expect(usd.askPrice / usd.payout - usd.theoProbability!).toBeCloseTo(0.02, 2);
    expect(btc.askPrice / btc.payout - btc.theoProbability!).toBeCloseTo(0.012, 3);
  });

  it('buys with a stake the payout whose price is that stake', () => {
    const byStake = quote({ basis: 'stake', amount: 25 });
    expect(byStake.askPrice).toBe(25);
    const byPayout = quote({ amount: byStake.payout });
    expect(Math.abs(byPayout.askPrice - 25)).toBeLessThanOrEqual(0.01);
  });

  it('floors deep out-of-the-money contracts at the market threshold', () => {
    const far = quote({ contract_type: 'ONETOUCH', barrier: '+60', amount: 100 });
    expect(far.theoProbability).toBeLessThan(0.001);
    expect(far.askPrice).toBe(2.5);
  });

  it('prices lookbacks per unit times the multiplier and spreads up to the payout', () => {
    const one = quote({ contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 1 });
    const three = quote({ contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 3 });
    expect(three.askPrice).toBeCloseTo(3 * one.askPrice, 10);
    expect(three.multiplier).toBe(3);
    const spread = quote({ contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5', duration: 15 });
    expect(spread.askPrice).toBeLessThan(10);
    expect(spread.multiplier).toBeCloseTo(1, 10);
  });
});

function path(quotes: number[], start = NOW): Tick[] {
  return quotes.map((quote, index) => ({ epoch: start + 2 * (index + 1), quote }));
}

describe('quoting a started contract', () => {
  it('values a rise/fall against its entry spot, with the time left', () => {
    const bought = proposalTerms(params(), marketOf());
    const later = (spot: number): MarketState =>
      marketOf('R_100', { spot, nowEpoch: NOW + 290, path: path([1000, spot]) });
    const sizing: Sizing = bought.sizing;
    const winning = quoteContract(bought.terms, sizing, later(1010));
    const losing = quoteContract(bought.terms, sizing, later(990));
    expect(winning.bidPrice).toBeGreaterThan(9.5);
    expect(losing.bidPrice).toBe(0);
    expect(winning.barrierLevel).toBe(1000);
  });

  it('gives nothing back for a run already broken, and the rest of the run otherwise', () => {
    const { terms, sizing } = proposalTerms(params({ contract_type: 'RUNHIGH', ...ticks(4) }), marketOf());
    const broken = quoteContract(terms, sizing, marketOf('R_100', { spot: 999, path: path([1000, 1001, 999]) }));
    const going = quoteContract(terms, sizing, marketOf('R_100', { spot: 1002, path: path([1000, 1001, 1002]) }));
    expect(broken.theoProbability).toBe(0);
    expect(going.theoProbability).toBe(0.25);
  });

  it('lets a lookback gain from the range already covered', () => {
    const { terms, sizing } = proposalTerms(
      params({ contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 1 }),
      marketOf(),
    );
    const quiet = quoteContract(terms, sizing, marketOf('R_100', { nowEpoch: NOW + 60, path: path([1000, 1000]) }));
    const wide = quoteContract(
      terms,
      sizing,
      marketOf('R_100', { nowEpoch: NOW + 60, path: path([1000, 1008, 992, 1000]) }),
    );
    expect(wide.bidPrice).toBeGreaterThan(quiet.bidPrice + 8);
    expect(wide.bidPrice).toBeGreaterThan(15);
  });

  it('does not buy back tick high/low before expiry', () => {
    const { terms, sizing } = proposalTerms(
      params({ contract_type: 'TICKHIGH', selected_tick: 1, ...ticks(5) }),
      marketOf(),
    );
    expect(quoteContract(terms, sizing, marketOf('R_100', { path: path([1000, 1001]) })).bidPrice).toBe(0);
  });
});
