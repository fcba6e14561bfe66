import type { ContractCategory } from '../pricing/contract-types';
import { durationLimits, type ExpiryKind } from '../pricing/duration-limits';
import type { Underlying } from './underlying';

/** A duration as the platform writes it: 5t, 15s, 2m, 1h, 365d (the largest whole unit). */
export function formatDuration(amount: number, expiry: ExpiryKind): string {
  if (expiry === 'tick') return `${amount}t`;
  if (amount % 86_400 === 0) return `${amount / 86_400}d`;
  if (amount % 3_600 === 0) return `${amount / 3_600}h`;
  if (amount % 60 === 0) return `${amount / 60}m`;
  return `${amount}s`;
}

export interface OfferedExpiry {
  expiry: ExpiryKind;
  /** ATM (S0P) contracts, or contracts with barriers away from the spot. */
  atm: boolean;
  min: number;
  max: number;
}

const EXPIRIES: readonly ExpiryKind[] = ['tick', 'intraday', 'forward_start', 'daily'];

/** Every (expiry, ATM or not) a category offers on an underlying, with its duration range. */
export function offeredExpiries(underlying: Underlying, category: ContractCategory): OfferedExpiry[] {
  const offered: OfferedExpiry[] = [];
  for (const expiry of EXPIRIES)
    for (const atm of [true, false]) {
      const limits = durationLimits({ group: underlying.durationGroup, category, expiry, atm });
      if (limits) offered.push({ expiry, atm, ...limits });
    }
  return offered;
}

/** The shortest and longest durations a category offers on an underlying, for asset_index. */
export function durationRange(underlying: Underlying, category: ContractCategory): [string, string] | undefined {
  const offered = offeredExpiries(underlying, category);
  if (offered.length === 0) return undefined;
  const shortest = offered.reduce((best, each) => (rank(each) < rank(best) ? each : best));
  const longest = offered.reduce((best, each) => (rankMax(each) > rankMax(best) ? each : best));
  return [formatDuration(shortest.min, shortest.expiry), formatDuration(longest.max, longest.expiry)];
}

/** Ticks are shorter than any time-based duration. */
function rank(offer: OfferedExpiry): number {
  return offer.expiry === 'tick' ? offer.min - 1e9 : offer.min;
}

function rankMax(offer: OfferedExpiry): number {
  return offer.expiry === 'tick' ? offer.max - 1e9 : offer.max;
}
