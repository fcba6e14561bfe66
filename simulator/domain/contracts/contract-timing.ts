import type { ExpiryKind } from '../pricing/duration-limits';
import { contractError, invalidToBuy } from './contract-errors';
import type { TickExpiry, TimeExpiry } from './contract-spec';
import type { ProposalParameters } from './proposal-parameters';

/** When a contract starts and ends, and which row of the duration table governs it. */
export interface ContractTiming {
  dateStart: number;
  isForwardStarting: boolean;
  expiry: TickExpiry | TimeExpiry;
  expiryKind: ExpiryKind;
}

export interface TimingRules {
  /** A forward-starting contract starts at least this long after now (trading-core §5: 5 minutes). */
  forwardStartMinSeconds: number;
  /** ... and at most this long after now. */
  forwardStartWindowSeconds: number;
}

export const DEFAULT_TIMING_RULES: TimingRules = { forwardStartMinSeconds: 300, forwardStartWindowSeconds: 86_400 };

const UNIT_SECONDS = { s: 1, m: 60, h: 3_600 } as const;
const DAY = 86_400;

/** Daily contracts end at the close of their last day, 23:59:59 GMT. */
function endOfDay(epoch: number, days: number): number {
  return (Math.floor(epoch / DAY) + days + 1) * DAY - 1;
}

function startOf(params: ProposalParameters, now: number, rules: TimingRules): number {
  const start = params.date_start;
  if (start === undefined || start === 0 || start === now) return now;
  if (start < now) throw invalidToBuy('PastStartTime', [], { field: 'date_start' });
  if (start < now + rules.forwardStartMinSeconds) throw invalidToBuy('ForwardStartTime', [], { field: 'date_start' });
  if (start > now + rules.forwardStartWindowSeconds) throw invalidToBuy('FutureStartTime', [], { field: 'date_start' });
  return start;
}

function expiryOf(params: ProposalParameters, start: number, now: number): TickExpiry | TimeExpiry {
  const { duration, duration_unit: unit = 's', date_expiry: dateExpiry } = params;
  if (dateExpiry !== undefined) {
    if (dateExpiry < now) throw invalidToBuy('PastExpiryTime', [], { field: 'date_expiry' });
    if (dateExpiry === start) throw invalidToBuy('SameExpiryStartTime', [], { field: 'date_expiry' });
    if (dateExpiry < start) throw invalidToBuy('PastExpiryTime', [], { field: 'date_expiry' });
    return { kind: 'time', dateExpiry, fixedExpiry: true };
  }
  if (duration === undefined) {
    throw contractError('ContractCreationFailure', 'MissingRequiredInput', ['date_expiry or duration']);
  }
  if (unit === 't') return { kind: 'ticks', ticks: duration };
  if (unit === 'd') return { kind: 'time', dateExpiry: endOfDay(start, duration) };
  return { kind: 'time', dateExpiry: start + duration * UNIT_SECONDS[unit] };
}

/** Start, expiry and expiry kind of the requested contract at `now` (epoch seconds). */
export function contractTiming(
  params: ProposalParameters,
  now: number,
  rules: TimingRules = DEFAULT_TIMING_RULES,
): ContractTiming {
  const dateStart = startOf(params, now, rules);
  const isForwardStarting = dateStart > now;
  const expiry = expiryOf(params, dateStart, now);
  let expiryKind: ExpiryKind;
  if (expiry.kind === 'ticks') expiryKind = 'tick';
  else if (isForwardStarting) expiryKind = 'forward_start';
  else if (params.duration_unit === 'd' || expiry.dateExpiry - dateStart >= DAY) expiryKind = 'daily';
  else expiryKind = 'intraday';
  if (isForwardStarting && expiry.kind === 'ticks') {
    throw contractError('OfferingsValidationError', 'TradingDurationNotAllowed', [], { field: 'duration' });
  }
  return { dateStart, isForwardStarting, expiry, expiryKind };
}

/**
 * The contract's length in the unit its duration limits use: ticks, or seconds. A daily contract ends
 * at the close of its last day, so it counts the whole days from its start's day to that day: 365 days
 * bought at 10:00 is 365 days, not 365 days and 14 hours.
 */
export function durationAmount(timing: ContractTiming): number {
  if (timing.expiry.kind === 'ticks') return timing.expiry.ticks;
  if (timing.expiryKind === 'daily') {
    return (Math.floor(timing.expiry.dateExpiry / DAY) - Math.floor(timing.dateStart / DAY)) * DAY;
  }
  return timing.expiry.dateExpiry - timing.dateStart;
}
