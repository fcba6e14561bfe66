import Big from 'big.js';
import type { Currency } from '../currencies';
import type { ContractSpec } from './contract-spec';
import { contractPath } from './contract-path';
import { decide, type Decision, type UnderlyingTerms } from './outcomes';
import type { Tick } from '../markets/feed';
import type { ClosedStatus } from './positions';

/** A decided contract: won or lost, what it pays (minor units) and the tick that decided it. */
export interface Settlement {
  status: Exclude<ClosedStatus, 'sold'>;
  payoutMinor: number;
  exitTick: Tick;
}

/** What a decision pays in minor units, never a fraction of one (rounded down). */
function paid(spec: ContractSpec, decision: Decision, currency: Currency): number {
  switch (decision.kind) {
    case 'binary':
      return decision.won ? spec.payout : 0;
    case 'share':
      return new Big(spec.payout).times(decision.share).round(0, Big.roundDown).toNumber();
    case 'difference':
      return Math.max(
        0,
        new Big(decision.difference)
          .times(spec.multiplier ?? 1)
          .times(new Big(10).pow(currency.fractionalDigits))
          .round(0, Big.roundDown)
          .toNumber(),
      );
  }
}

/**
 * The contract's settlement from the feed's ticks as known at `nowEpoch`, or undefined while the
 * ticks have not decided it. A contract that pays more than it cost counts as won.
 */
export function settlementAt(
  spec: ContractSpec,
  feed: readonly Tick[],
  nowEpoch: number,
  terms: UnderlyingTerms,
  currency: Currency,
): Settlement | undefined {
  const path = contractPath(spec, feed, nowEpoch);
  const decision = path && decide(spec, path, terms);
  if (!decision) return undefined;
  const payoutMinor = paid(spec, decision, currency);
  const won = decision.kind === 'binary' ? decision.won : payoutMinor > spec.buyPrice;
  return { status: won ? 'won' : 'lost', payoutMinor, exitTick: decision.exit };
}
