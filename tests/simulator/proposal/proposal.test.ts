import { describe, expect, it } from 'vitest';
import { contractUnderlyingOf } from '../../../simulator/domain/contracts/market-state';
import { priceProposal } from '../../../simulator/domain/contracts/price-proposal';
import { proposalTerms } from '../../../simulator/domain/contracts/proposal-terms';
import { findProposal } from '../../../simulator/world/proposal-registry';
import { contractRuleRefusals, HIGHER_5_MINUTES, type RefusalCase } from '../../support/proposal-cases';
import { errorOf, latestSessionId, MONDAY_NOON, usePricingSimulator, type Message } from './support';

const { simulator, open } = usePricingSimulator();

const RISE = { proposal: 1, ...HIGHER_5_MINUTES };

function proposalOf(message: Message): Record<string, unknown> {
  if (message.error) throw new Error(`unexpected error ${JSON.stringify(message.error)}`);
  return message.proposal as Record<string, unknown>;
}

async function ask(request: Record<string, unknown>): Promise<Message> {
  const socket = await open();
  return socket.call({ ...RISE, ...request });
}

describe('proposal', () => {
  it('quotes a rise/fall with the reply fields, priced by the contract domain at the world spot', async () => {
    const message = await ask({ req_id: 7, passthrough: { form_id: 3 } });
    expect([message.msg_type, message.req_id, message.passthrough]).toEqual(['proposal', 7, { form_id: 3 }]);
    const proposal = proposalOf(message);
    const world = simulator().world;
    const tick = world.markets.latestTick('R_100')!;
    const market = {
      underlying: contractUnderlyingOf(world.markets.underlying('R_100')!),
      spot: tick.quote,
      spotEpoch: tick.epoch,
      nowEpoch: MONDAY_NOON,
      exchangeIsOpen: true,
      isTradingSuspended: false,
    };
    const expected = priceProposal(proposalTerms({ ...RISE, basis: 'payout', duration_unit: 'm' }, market), market);
    expect(proposal).toEqual({
      id: expect.stringMatching(/^[\w-]{36}$/),
      ask_price: expected.quote.askPrice,
      display_value: expected.quote.askPrice.toFixed(2),
      payout: 10,
      longcode:
        'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after contract start time.',
      spot: tick.quote,
      spot_time: tick.epoch,
      date_start: MONDAY_NOON,
      date_expiry: MONDAY_NOON + 300,
      contract_details: { barrier: tick.quote.toFixed(2) },
      validation_params: { payout: { max: '5000.00' }, stake: { min: '0.35' } },
    });
    expect(expected.quote.askPrice).toBeGreaterThan(5);
    expect(expected.quote.askPrice).toBeLessThan(5.5);
  });

  it('remembers the quoted terms under the proposal id, for buy', async () => {
    const proposal = proposalOf(await ask({ barrier: '+1.25' }));
    const world = simulator().world;
    const quoted = findProposal(world, String(proposal.id), latestSessionId(world));
    expect(quoted?.spec).toMatchObject({
      contractType: 'CALL',
      symbol: 'R_100',
      currency: 'USD',
      barrier: '+1.25',
      buyPrice: Math.round(Number(proposal.ask_price) * 100),
      payout: 1000,
      expiry: { kind: 'time', dateExpiry: MONDAY_NOON + 300 },
    });
    expect(quoted?.longcode).toBe(proposal.longcode);
    expect(findProposal(world, 'no-such-proposal', latestSessionId(world))).toBeUndefined();
  });

  it('buys a payout with a stake', async () => {
    const proposal = proposalOf(await ask({ basis: 'stake', amount: 5 }));
    expect(proposal.ask_price).toBe(5);
    expect(Number(proposal.payout)).toBeGreaterThan(9);
    expect(Number(proposal.payout)).toBeLessThan(10);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'ticks',
      { duration: 5, duration_unit: 't' },
      {
        longcode: 'Win payout if Volatility 100 Index after 5 ticks is strictly higher than entry spot.',
        date_expiry: MONDAY_NOON + 10,
      },
    ],
    ['seconds', { duration: 30, duration_unit: 's' }, { date_expiry: MONDAY_NOON + 30 }],
    ['hours', { duration: 2, duration_unit: 'h' }, { date_expiry: MONDAY_NOON + 7_200 }],
    ['days', { duration: 1, duration_unit: 'd' }, { date_expiry: MONDAY_NOON + 43_200 + 86_400 - 1 }],
    [
      'a fixed expiry',
      { duration: undefined, date_expiry: MONDAY_NOON + 900 },
      { longcode: 'Win payout if Volatility 100 Index is strictly higher than entry spot at 2026-11-23 12:15:00 GMT.' },
    ],
    [
      'a forward start',
      { date_start: MONDAY_NOON + 600 },
      { date_start: MONDAY_NOON + 600, date_expiry: MONDAY_NOON + 900 },
    ],
    [
      'two barriers',
      { contract_type: 'EXPIRYMISS', barrier: '+5', barrier2: '-5' },
      {
        longcode:
          'Win payout if Volatility 100 Index ends outside entry spot minus 5.00 to entry spot plus 5.00 at 5 minutes after contract start time.',
        contract_details: { high_barrier: '1005.00', low_barrier: '995.00' },
      },
    ],
    ['a digit', { contract_type: 'DIGITMATCH', barrier: '7', duration: 5, duration_unit: 't' }, { ask_price: 1.1 }],
    [
      'a selected tick',
      { contract_type: 'TICKLOW', selected_tick: 2, duration: 5, duration_unit: 't' },
      { longcode: 'Win payout if tick 2 of Volatility 100 Index is the lowest among all 5 ticks.' },
    ],
    [
      'a multiplier',
      { contract_type: 'LBFLOATPUT', amount: undefined, basis: undefined, multiplier: 2 },
      { multiplier: 2, payout: 0 },
    ],
    ['a barrier range', { contract_type: 'CALLSPREAD', barrier_range: 'wide', duration: 15 }, { payout: 10 }],
    ['a crypto currency', { currency: 'BTC', amount: 0.01 }, { payout: 0.01 }],
  ])('takes %s', async (_name, request, expected) => {
    expect(proposalOf(await ask(request))).toMatchObject(expected);
  });

  it.each<RefusalCase>([
    ...contractRuleRefusals(MONDAY_NOON),
    ['an unknown symbol', { symbol: 'R_999' }, 'InvalidSymbol', 'Symbol R_999 invalid.'],
    [
      'a type the market does not offer',
      { symbol: 'frxEURUSD', contract_type: 'DIGITMATCH', barrier: '1', duration: 5, duration_unit: 't' },
      'OfferingsValidationError',
      'Trading is not offered for this asset.',
    ],
  ])('refuses %s', async (_name, request, code, message) => {
    const error = errorOf(await ask(request));
    expect([error.code, error.message]).toEqual([code, message]);
  });

  it('refuses a market that is closed', async () => {
    simulator().world.commit({ type: 'market_status_set', symbol: 'frxEURUSD', epoch: MONDAY_NOON, status: 'closed' });
    const error = errorOf(await ask({ symbol: 'frxEURUSD', duration: 1, duration_unit: 'h' }));
    expect([error.code, error.message]).toEqual(['MarketIsClosed', 'This market is presently closed.']);
  });

  it('refuses fields outside the schema with InputValidationFailed', async () => {
    const error = errorOf(await ask({ duration_unit: 'w' }));
    expect(error.code).toBe('InputValidationFailed');
    expect(error.details).toHaveProperty('duration_unit');
  });

  it('names the field at fault in the details', async () => {
    expect(errorOf(await ask({ barrier: '+5000' })).details).toEqual({ field: 'barrier' });
  });
  it('counts a daily duration in whole days, so 1 to 365 days are offered and 366 are not', async () => {
    const days = async (duration: number) => ask({ duration, duration_unit: 'd' });
    expect(proposalOf(await days(1)).date_expiry).toBe(MONDAY_NOON - 12 * 3600 + 2 * 86_400 - 1);
    expect(proposalOf(await days(365)).date_expiry).toBe(MONDAY_NOON - 12 * 3600 + 366 * 86_400 - 1);
    expect(errorOf(await days(366))).toMatchObject({
      code: 'OfferingsValidationError',
      message: 'Trading is not offered for this duration.',
    });
  });
});
