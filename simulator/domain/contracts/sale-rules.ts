import type { ContractType } from '../pricing/contract-types';
import type { ContractSpec } from './contract-spec';
import { COUNTED_FROM_ENTRY, type ContractPath } from './contract-path';
import type { Position } from './positions';

/** Why a contract cannot be sold back, in the platform's words (BOM `Product/Static.pm`). */
const SALE_REFUSALS = {
  sold: 'This contract has been sold.',
  expired: 'This contract has already expired.',
  resaleNotOffered: 'Resale of this contract is not offered.',
  noEntryTick: 'Waiting for entry tick.',
  awaitingSettlement:
    'Please wait for contract settlement. The final settlement price may differ from the indicative price.',
} as const;

/** Types the platform never buys back before expiry, whatever their duration. */
const NEVER_RESOLD: ReadonlySet<ContractType> = new Set<ContractType>([
  ...COUNTED_FROM_ENTRY,
  'RUNHIGH',
  'RUNLOW',
  'RESETCALL',
  'RESETPUT',
  'CALLSPREAD',
  'PUTSPREAD',
]);
/** Whether the platform offers to buy the contract back: timed contracts of the resold types. */
function isResaleOffered(spec: ContractSpec): boolean {
  return spec.expiry.kind === 'time' && !NEVER_RESOLD.has(spec.contractType);
}

/** Whether the contract's time (or ticks) has run out. */
export function isExpired(spec: ContractSpec, path: ContractPath | undefined, nowEpoch: number): boolean {
  if (spec.expiry.kind === 'time') return nowEpoch >= spec.expiry.dateExpiry;
  return path?.exit !== undefined;
}

/** Why the contract cannot be sold now (validation_error), or undefined when it can. */
export function saleRefusal(position: Position, path: ContractPath | undefined, nowEpoch: number): string | undefined {
  if (position.closing) return position.closing.status === 'sold' ? SALE_REFUSALS.sold : SALE_REFUSALS.expired;
  if (!isResaleOffered(position.spec)) return SALE_REFUSALS.resaleNotOffered;
  if (!path) return SALE_REFUSALS.noEntryTick;
  if (isExpired(position.spec, path, nowEpoch)) return SALE_REFUSALS.awaitingSettlement;
  return undefined;
}
