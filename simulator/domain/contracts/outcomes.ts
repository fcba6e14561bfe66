import { resetTimeSeconds } from '../pricing/pricing-conventions';
import { digitWins, isDigitContractType } from '../pricing/tick-contracts';
import type { ContractSpec } from './contract-spec';
import { absoluteBarrier } from './barriers';
import { lastDigit, type ContractPath } from './contract-path';
import type { Tick } from '../markets/feed';

/** What settlement needs to know of the underlying. */
export interface UnderlyingTerms {
  pipSize: number;
  generationIntervalSeconds: number;
}

/**
 * How a contract ended: a binary contract won or lost, or a contract that pays a share of its payout
 * (spreads) or its multiplier times a price difference (lookbacks). `exit` is the tick that decided it:
 * a path contract is decided on the tick that touches, breaks a run, or beats the selected tick.
 */
export type Decision =
  | { kind: 'binary'; won: boolean; exit: Tick }
  | { kind: 'share'; share: number; exit: Tick }
  | { kind: 'difference'; difference: number; exit: Tick };

const binary = (won: boolean, exit: Tick): Decision => ({ kind: 'binary', won, exit });

/** The first tick of `ticks` that meets `test`. */
const firstWhere = (ticks: readonly Tick[], test: (quote: number) => boolean) => ticks.find((tick) => test(tick.quote));

function barriers(spec: ContractSpec, path: ContractPath, terms: UnderlyingTerms): { high: number; low: number } {
  const level = (text: string | undefined) => absoluteBarrier(text ?? 'S0P', path.entry.quote, terms.pipSize);
  const first = level(spec.barrier);
  return spec.barrier2 === undefined ? { high: first, low: first } : { high: first, low: level(spec.barrier2) };
}

/** Touch and stays-between contracts: decided on the first tick that reaches a barrier, else at expiry. */
function touchDecision(spec: ContractSpec, path: ContractPath, terms: UnderlyingTerms): Decision | undefined {
  const { high, low } = barriers(spec, path, terms);
  const upper = spec.barrier2 !== undefined || high > path.entry.quote;
  const touches = (quote: number) =>
    spec.barrier2 === undefined ? (upper ? quote >= high : quote <= low) : quote >= high || quote <= low;
  const touch = firstWhere(path.after, touches);
  const touchWins = spec.contractType === 'ONETOUCH' || spec.contractType === 'UPORDOWN';
  if (touch) return binary(touchWins, touch);
  return path.exit && binary(!touchWins, path.exit);
}

/** Only ups / only downs: every tick after the entry must beat the one before. */
function runDecision(spec: ContractSpec, path: ContractPath): Decision | undefined {
  const rising = spec.contractType === 'RUNHIGH';
  let previous = path.entry;
  for (const tick of path.after) {
    if (rising ? tick.quote <= previous.quote : tick.quote >= previous.quote) return binary(false, tick);
    previous = tick;
  }
  return path.exit && binary(true, path.exit);
}

/** High/low ticks: the selected tick (1-based, the entry tick is tick 1) must be the only extreme. */
function selectedTickDecision(spec: ContractSpec, path: ContractPath): Decision | undefined {
  const ticks = [path.entry, ...path.after];
  const selected = ticks[(spec.selectedTick ?? 1) - 1];
  if (!selected) return undefined;
  const beats = (tick: Tick) =>
    tick !== selected &&
    (spec.contractType === 'TICKHIGH' ? tick.quote >= selected.quote : tick.quote <= selected.quote);
  const beaten = ticks.find(beats);
  if (beaten) return binary(false, beaten.epoch > selected.epoch ? beaten : selected);
  return path.exit && binary(true, path.exit);
}

/**
 * Reset call/put: at half the life the barrier moves to the spot when that helps the client; undefined
 * while the contract has not reached its reset at `nowEpoch`.
 */
export function resetBarrier(
  spec: ContractSpec,
  path: ContractPath,
  terms: UnderlyingTerms,
  nowEpoch: number,
): number | undefined {
  const entry = path.entry.quote;
  let resetTick: Tick | undefined;
  if (spec.expiry.kind === 'ticks') resetTick = path.after[Math.floor(spec.expiry.ticks / 2) - 1];
  else {
    const resetAt =
      spec.dateStart + resetTimeSeconds(spec.expiry.dateExpiry - spec.dateStart, terms.generationIntervalSeconds);
    if (nowEpoch < resetAt) return undefined;
    resetTick = [path.entry, ...path.after].filter((tick) => tick.epoch <= resetAt).at(-1);
  }
  if (!resetTick) return undefined;
  return spec.contractType === 'RESETCALL' ? Math.min(entry, resetTick.quote) : Math.max(entry, resetTick.quote);
}

/** The barrier a reset contract is decided against at its exit: the reset one, else the entry spot. */
function finalResetBarrier(spec: ContractSpec, path: ContractPath, terms: UnderlyingTerms, exit: Tick): number {
  return resetBarrier(spec, path, terms, exit.epoch) ?? path.entry.quote;
}

/** Contracts that only read their exit tick (and lookbacks, the extremes on the way). */
function atExpiry(spec: ContractSpec, path: ContractPath, exit: Tick, terms: UnderlyingTerms): Decision {
  const spot = exit.quote;
  const { high, low } = barriers(spec, path, terms);
  const quotes = [path.entry, ...path.after].map((tick) => tick.quote);
  const type = spec.contractType;
  if (isDigitContractType(type))
    return binary(digitWins(type, lastDigit(spot, terms.pipSize), Number(spec.barrier ?? 0)), exit);
  switch (type) {
    case 'CALL':
      return binary(spot > high, exit);
    case 'PUT':
      return binary(spot < high, exit);
    case 'CALLE':
      return binary(spot >= high, exit);
    case 'PUTE':
      return binary(spot <= high, exit);
    case 'EXPIRYRANGE':
      return binary(spot < high && spot > low, exit);
    case 'EXPIRYMISS':
      return binary(spot >= high || spot <= low, exit);
    case 'ASIANU':
    case 'ASIAND': {
      const average = quotes.reduce((sum, quote) => sum + quote, 0) / quotes.length;
      return binary(type === 'ASIANU' ? spot > average : spot < average, exit);
    }
    case 'RESETCALL':
      return binary(spot > finalResetBarrier(spec, path, terms, exit), exit);
    case 'RESETPUT':
      return binary(spot < finalResetBarrier(spec, path, terms, exit), exit);
    case 'LBFLOATCALL':
      return { kind: 'difference', difference: spot - Math.min(...quotes), exit };
    case 'LBFLOATPUT':
      return { kind: 'difference', difference: Math.max(...quotes) - spot, exit };
    case 'LBHIGHLOW':
      return { kind: 'difference', difference: Math.max(...quotes) - Math.min(...quotes), exit };
    case 'CALLSPREAD':
      return { kind: 'share', share: Math.min(1, Math.max(0, (spot - low) / (high - low))), exit };
    case 'PUTSPREAD':
      return { kind: 'share', share: Math.min(1, Math.max(0, (high - spot) / (high - low))), exit };
    default:
      throw new Error(`${type} is not settled at expiry`);
  }
}

/** The contract's outcome once its ticks decide it; undefined while it is still open. */
export function decide(spec: ContractSpec, path: ContractPath, terms: UnderlyingTerms): Decision | undefined {
  switch (spec.contractType) {
    case 'ONETOUCH':
    case 'NOTOUCH':
    case 'RANGE':
    case 'UPORDOWN':
      return touchDecision(spec, path, terms);
    case 'RUNHIGH':
    case 'RUNLOW':
      return runDecision(spec, path);
    case 'TICKHIGH':
    case 'TICKLOW':
      return selectedTickDecision(spec, path);
    default:
      return path.exit && atExpiry(spec, path, path.exit, terms);
  }
}

/** Whether the contract's outcome can be known before its expiry. */
export function isPathDependent(spec: ContractSpec): boolean {
  return ['ONETOUCH', 'NOTOUCH', 'RANGE', 'UPORDOWN', 'RUNHIGH', 'RUNLOW', 'TICKHIGH', 'TICKLOW'].includes(
    spec.contractType,
  );
}
