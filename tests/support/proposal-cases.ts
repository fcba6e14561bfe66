import type { ProposalParameters } from '../../simulator/domain/contracts/proposal-parameters';

/** A rise/fall on R_100 for a 10 USD payout over 5 minutes: the contract the proposal tests vary. */
export const HIGHER_5_MINUTES = {
  contract_type: 'CALL',
  symbol: 'R_100',
  currency: 'USD',
  amount: 10,
  basis: 'payout',
  duration: 5,
  duration_unit: 'm',
} as const;

/** What a proposal changes from HIGHER_5_MINUTES, and the error code and message that refuse it. */
export type RefusalCase = [name: string, overrides: Partial<ProposalParameters>, code: string, message: string];

/**
 * Refusals by the contract rules on R_100 at a spot of 1000, when the clock reads `now`: the domain
 * (proposal terms) and the proposal call are each checked against every one of them.
 */
export function contractRuleRefusals(now: number): RefusalCase[] {
  return [
    [
      'a duration under the minimum',
      { duration: 14, duration_unit: 's' },
      'OfferingsValidationError',
      'Trading is not offered for this duration.',
    ],
    [
      'too many ticks',
      { duration: 11, duration_unit: 't' },
      'OfferingsValidationError',
      'Trading is not offered for this duration.',
    ],
    [
      'a forward start under 5 minutes',
      { date_start: now + 299 },
      'ContractBuyValidationError',
      'Start time on forward-starting contracts must be more than 5 minutes from now.',
    ],
    [
      'one barrier on a double-barrier type',
      { contract_type: 'EXPIRYMISS', barrier: '+5' },
      'ContractBuyValidationError',
      'Invalid barrier (Double barrier input is expected).',
    ],
    [
      'a touch barrier too close',
      { contract_type: 'ONETOUCH', barrier: '+0.01' },
      'ContractBuyValidationError',
      'Barrier must be at least 2 pips away from the spot.',
    ],
    ['a barrier too far', { barrier: '3000' }, 'ContractBuyValidationError', 'Barrier is out of acceptable range.'],
    [
      'DIGITOVER 9',
      { contract_type: 'DIGITOVER', barrier: '9', duration: 5, duration_unit: 't' },
      'ContractBuyValidationError',
      'Digit must be in the range of 0 to 8.',
    ],
    [
      'a stake below the minimum',
      { amount: 0.2, basis: 'stake' },
      'ContractBuyValidationError',
      'Minimum stake of 0.35 and maximum payout of 5000.00. Current stake is 0.20.',
    ],
    [
      'a payout above the maximum',
      { amount: 5000.01 },
      'ContractBuyValidationError',
      'Minimum stake of 0.35 and maximum payout of 5000.00. Current payout is 5000.01.',
    ],
    [
      'a near-certain payout',
      { barrier: '-20', duration: 5, duration_unit: 't' },
      'ContractBuyValidationError',
      'This contract offers no return.',
    ],
    [
      'a near-certain contract for a stake',
      { barrier: '-20', duration: 5, duration_unit: 't', basis: 'stake' },
      'ContractBuyValidationError',
      'This contract offers no return.',
    ],
  ];
}
