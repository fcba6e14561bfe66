import { describe, expect, it } from 'vitest';
import { ContractError } from '../../../../simulator/domain/contracts/contract-errors';
import type { MarketState } from '../../../../simulator/domain/contracts/market-state';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { priceProposal } from '../../../../simulator/domain/contracts/price-proposal';
import { invalidSymbol, proposalTerms } from '../../../../simulator/domain/contracts/proposal-terms';
import { contractRuleRefusals, type RefusalCase } from '../../../support/proposal-cases';
import { marketOf, NOW, params } from './support';

function refusal(request: ProposalParameters, market: MarketState = marketOf()): ContractError {
  try {
    priceProposal(proposalTerms(request, market), market);
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
  throw new Error(`${request.contract_type} was accepted`);
}

type Case = [...RefusalCase, Partial<MarketState>?];

const CASES: Case[] = [
  ...contractRuleRefusals(NOW),
  ['an unknown contract type', { contract_type: 'MULTUP' }, 'OfferingsValidationError', 'Invalid contract type.'],
  ['an unknown currency', { currency: 'XYZ' }, 'ContractBuyValidationError', 'Invalid payout currency'],
  ['a closed market', {}, 'MarketIsClosed', 'This market is presently closed.', { exchangeIsOpen: false }],
  [
    'a suspended market',
    {},
    'ContractBuyValidationError',
    'This trade is temporarily unavailable.',
    { isTradingSuspended: true },
  ],
  [
    'no duration',
    { duration: undefined },
    'ContractCreationFailure',
    'Missing required contract parameters (date_expiry or duration).',
  ],
  ['a start in the past', { date_start: NOW - 60 }, 'ContractBuyValidationError', 'Start time is in the past.'],
  [
    'a forward start beyond the window',
    { date_start: NOW + 86_401 },
    'ContractBuyValidationError',
    'Start time is in the future.',
  ],
  [
    'a forward-starting touch',
    { contract_type: 'ONETOUCH', barrier: '+5', date_start: NOW + 600 },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'a forward-starting tick contract',
    { date_start: NOW + 600, duration_unit: 't' },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'an expiry in the past',
    { duration: undefined, date_expiry: NOW - 1 },
    'ContractBuyValidationError',
    'Expiry time cannot be in the past.',
  ],
  [
    'an expiry at the start',
    { duration: undefined, date_expiry: NOW },
    'ContractBuyValidationError',
    'Expiry time cannot be equal to start time.',
  ],
  [
    'a duration over the maximum',
    { duration: 366, duration_unit: 'd' },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'ticks on a type without tick expiry',
    { contract_type: 'EXPIRYRANGE', barrier: '+5', barrier2: '-5', duration: 5, duration_unit: 't' },
    'OfferingsValidationError',
    'Invalid duration (tick) for contract type (EXPIRYRANGE).',
  ],
  [
    'a lookback of 31 minutes',
    { contract_type: 'LBFLOATCALL', multiplier: 1, duration: 31 },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'a non-ATM tick rise/fall of 1 tick',
    { barrier: '+0.5', duration: 1, duration_unit: 't' },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'a touch without barrier',
    { contract_type: 'ONETOUCH' },
    'ContractBuyValidationError',
    'Invalid barrier (Single barrier input is expected).',
  ],
  [
    'a second barrier on a single-barrier type',
    { barrier: '+1', barrier2: '-1' },
    'ContractBuyValidationError',
    'Invalid barrier (Single barrier input is expected).',
  ],
  [
    'mixed barrier types',
    { contract_type: 'EXPIRYMISS', barrier: '1005', barrier2: '-5' },
    'ContractBuyValidationError',
    'Invalid barrier (Barrier type must be the same for double-barrier contracts).',
  ],
  [
    'a high barrier below the low one',
    { contract_type: 'EXPIRYMISS', barrier: '-5', barrier2: '+5' },
    'ContractBuyValidationError',
    'High barrier must be higher than low barrier.',
  ],
  [
    'equal barriers',
    { contract_type: 'EXPIRYMISS', barrier: '1005', barrier2: '1005' },
    'ContractBuyValidationError',
    'High and low barriers must be different.',
  ],
  [
    'stays-between barriers on one side',
    { contract_type: 'RANGE', barrier: '+10', barrier2: '+5', duration: 2, duration_unit: 'h' },
    'ContractBuyValidationError',
    'Barriers must be on either side of the spot.',
  ],
  [
    'a high barrier too far',
    { contract_type: 'EXPIRYMISS', barrier: '2600', barrier2: '990' },
    'ContractBuyValidationError',
    'High barrier is out of acceptable range. Please adjust the high barrier.',
  ],
  [
    'a low barrier too far',
    { contract_type: 'EXPIRYMISS', barrier: '1010', barrier2: '200' },
    'ContractBuyValidationError',
    'Low barrier is out of acceptable range. Please adjust the low barrier.',
  ],
  [
    'a barrier with too many decimals',
    { barrier: '+0.001' },
    'BarrierValidationError',
    'Barrier can only be up to 2 decimal places.',
  ],
  ['a zero absolute barrier', { barrier: '0' }, 'ContractBuyValidationError', 'Absolute barrier cannot be zero.'],
  [
    'a digit contract without prediction',
    { contract_type: 'DIGITMATCH', duration: 5, duration_unit: 't' },
    'ContractCreationFailure',
    'Missing required contract parameters (last digit prediction for digit contracts).',
  ],
  [
    'a prediction that is no digit',
    { contract_type: 'DIGITMATCH', barrier: '10', duration: 5, duration_unit: 't' },
    'ContractBuyValidationError',
    'Barrier is not an integer in range of 0 to 9.',
  ],
  [
    'DIGITUNDER 0',
    { contract_type: 'DIGITUNDER', barrier: '0', duration: 5, duration_unit: 't' },
    'ContractBuyValidationError',
    'Digit must be in the range of 1 to 9.',
  ],
  [
    'a prediction on even/odd',
    { contract_type: 'DIGITEVEN', barrier: '2', duration: 5, duration_unit: 't' },
    'ContractBuyValidationError',
    'barrier is not a valid input for contract type DIGITEVEN.',
  ],
  [
    'a barrier on an Asian',
    { contract_type: 'ASIANU', barrier: '+1', duration: 5, duration_unit: 't' },
    'ContractBuyValidationError',
    'barrier is not a valid input for contract type ASIANU.',
  ],
  [
    'tick high without selected tick',
    { contract_type: 'TICKHIGH', duration: 5, duration_unit: 't' },
    'ContractCreationFailure',
    'Missing required contract parameters (selected tick).',
  ],
  [
    'selected tick 6',
    { contract_type: 'TICKLOW', selected_tick: 6, duration: 5, duration_unit: 't' },
    'ContractBuyValidationError',
    'Number of ticks must be between 1 and 5.',
  ],
  [
    'tick high over 4 ticks',
    { contract_type: 'TICKHIGH', selected_tick: 1, duration: 4, duration_unit: 't' },
    'OfferingsValidationError',
    'Trading is not offered for this duration.',
  ],
  [
    'a selected tick on rise/fall',
    { selected_tick: 2 },
    'ContractBuyValidationError',
    'selected_tick is not a valid input for contract type CALL.',
  ],
  [
    'a reset with a fixed expiry',
    { contract_type: 'RESETCALL', duration: undefined, date_expiry: NOW + 600 },
    'ContractBuyValidationError',
    'Fixed expiry for reset contract is not allowed.',
  ],
  [
    'a reset off the entry spot',
    { contract_type: 'RESETPUT', barrier: '+1' },
    'ContractBuyValidationError',
    'Non atm barrier is not allowed for reset contract.',
  ],
  [
    'a spread bought by stake',
    { contract_type: 'CALLSPREAD', basis: 'stake', duration: 15 },
    'ContractBuyValidationError',
    'Basis must be payout for this contract.',
  ],
  ['no amount', { amount: undefined }, 'ContractCreationFailure', 'Missing required contract parameters (amount).'],
  ['a zero amount', { amount: 0 }, 'ContractBuyValidationError', 'Invalid stake/payout.'],
  [
    'a payout with 3 decimals',
    { amount: 10.001 },
    'ContractBuyValidationError',
    'Payout can not have more than 2 decimal places.',
  ],
  [
    'a stake with 3 decimals',
    { amount: 10.001, basis: 'stake' },
    'ContractBuyValidationError',
    'Stake can not have more than 2 decimal places.',
  ],
  [
    'a lookback without multiplier',
    { contract_type: 'LBFLOATPUT', amount: undefined },
    'ContractCreationFailure',
    'Missing required contract parameters (multiplier).',
  ],
  [
    'a lookback multiplier below the minimum',
    { contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 0.1 },
    'ContractBuyValidationError',
    'Minimum multiplier of 0.5.',
  ],
  [
    'a lookback multiplier with 4 decimals',
    { contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 1.0005 },
    'ContractBuyValidationError',
    'Only 3 decimal places are allowed.',
  ],
];

describe('proposal validation', () => {
  it.each(CASES)('refuses %s', (_name, overrides, code, message, market) => {
    const error = refusal(params(overrides), marketOf('R_100', market));
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });

  it('names the offending field in the details', () => {
    expect(refusal(params({ barrier: '3000' })).details).toEqual({ field: 'barrier' });
    const details = refusal(params({ amount: 5000.01 })).details;
    expect(details).toMatchObject({ payout: 5000.01, field: 'amount' });
    expect(details?.display_value).toMatch(/^25\d\d\.\d\d$/);
  });

  it('refuses a category the underlying does not offer', () => {
    const market = marketOf();
    market.underlying = { ...market.underlying, categories: ['callput'] };
    const error = refusal(params({ contract_type: 'ONETOUCH', barrier: '+5' }), market);
    expect([error.code, error.message]).toEqual(['OfferingsValidationError', 'Trading is not offered for this asset.']);
  });

  it('words an unknown symbol as the platform does', () => {
    const error = invalidSymbol('R_999');
    expect([error.code, error.message]).toEqual(['InvalidSymbol', 'Symbol R_999 invalid.']);
  });

  it('refuses relative barriers on daily contracts outside the synthetic indices only', () => {
    const forex = marketOf('R_100', { spot: 1.1 });
    forex.underlying = {
      ...forex.underlying,
      market: 'forex',
      submarket: 'major_pairs',
      pipSize: 0.00001,
      durationGroup: 'forex_major',
    };
    const daily = params({ symbol: 'frxEURUSD', barrier: '+0.001', duration: 2, duration_unit: 'd' });
    expect(refusal(daily, forex).message).toBe(
      'Contracts more than 24 hours in duration would need an absolute barrier.',
    );
    expect(() => proposalTerms(params({ barrier: '+1', duration: 2, duration_unit: 'd' }), marketOf())).not.toThrow();
  });
});

describe('accepted terms', () => {
  it('defaults rise/fall to the entry spot and keeps relative barriers as given', () => {
    expect(proposalTerms(params(), marketOf()).terms.barrier).toBe('S0P');
    const touch = proposalTerms(params({ contract_type: 'NOTOUCH', barrier: '+5.50' }), marketOf()).terms;
    expect([touch.barrier, touch.barrier2]).toEqual(['+5.50', undefined]);
  });

  it('turns a duration into an expiry, a tick count, or the close of a day', () => {
    expect(proposalTerms(params({ duration: 2, duration_unit: 'h' }), marketOf()).terms.expiry).toEqual({
      kind: 'time',
      dateExpiry: NOW + 7200,
    });
    expect(proposalTerms(params({ duration: 7, duration_unit: 't' }), marketOf()).terms.expiry).toEqual({
      kind: 'ticks',
      ticks: 7,
    });
    const daily = proposalTerms(params({ duration: 1, duration_unit: 'd' }), marketOf()).terms.expiry;
    expect(daily).toEqual({ kind: 'time', dateExpiry: Math.floor(NOW / 86_400 + 2) * 86_400 - 1 });
  });

  it('marks forward-starting contracts and fixed expiries', () => {
    const forward = proposalTerms(params({ date_start: NOW + 600 }), marketOf()).terms;
    expect([forward.dateStart, forward.isForwardStarting]).toEqual([NOW + 600, true]);
    const fixed = proposalTerms(params({ duration: undefined, date_expiry: NOW + 900 }), marketOf()).terms;
    expect(fixed.expiry).toEqual({ kind: 'time', dateExpiry: NOW + 900, fixedExpiry: true });
  });

  it('gives spreads their barriers from the barrier range', () => {
    const tight = proposalTerms(
      params({ contract_type: 'CALLSPREAD', barrier_range: 'tight', duration: 15 }),
      marketOf(),
    ).terms;
    expect([tight.barrier, tight.barrier2]).toEqual(['+0.01', '-0.01']);
  });

  it('prices every offered type at its shortest duration', () => {
    const shortest: ProposalParameters[] = [
      params({ contract_type: 'ASIAND', duration: 5, duration_unit: 't' }),
      params({ contract_type: 'RUNLOW', duration: 2, duration_unit: 't' }),
      params({ contract_type: 'TICKLOW', selected_tick: 5, duration: 5, duration_unit: 't' }),
      params({ contract_type: 'UPORDOWN', barrier: '+2', barrier2: '-2', duration: 2 }),
      params({ contract_type: 'RESETPUT', duration: 20, duration_unit: 's' }),
      params({ contract_type: 'LBFLOATPUT', amount: undefined, multiplier: 0.5, duration: 1 }),
      params({ contract_type: 'PUTSPREAD', duration: 1, duration_unit: 't' }),
    ];
    for (const request of shortest) {
      const market = marketOf();
      const { quote } = priceProposal(proposalTerms(request, market), market);
      expect(quote.askPrice, request.contract_type).toBeGreaterThan(0);
    }
  });
});
