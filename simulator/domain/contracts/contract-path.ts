import type { ContractType } from '../pricing/contract-types';
import { DIGIT_CONTRACT_TYPES } from '../pricing/tick-contracts';
import type { ContractSpec } from './contract-spec';
import type { Tick } from '../markets/feed';

/**
 * Which ticks a contract reads. The entry tick is the first tick after the start. Digit, Asian and
 * high/low-ticks contracts count their ticks from the entry tick (tick 1 is the entry tick); the
 * others count ticks after it, the entry spot being their reference. A timed contract reads the ticks
 * after the entry up to its expiry; its exit tick is the last of those, known once the expiry passed.
 */
export interface ContractPath {
  entry: Tick;
  /** Ticks after the entry that belong to the contract, up to now (or to its last tick). */
  after: Tick[];
  /** The contract's last tick, once it is known. */
  exit?: Tick;
}

/** Types whose ticks are counted from the entry tick (tick 1 is the entry tick). */
export const COUNTED_FROM_ENTRY: ReadonlySet<ContractType> = new Set<ContractType>([
  ...DIGIT_CONTRACT_TYPES,
  'ASIANU',
  'ASIAND',
  'TICKHIGH',
  'TICKLOW',
]);
/** Whether tick 1 of the contract's ticks is its entry tick. */
function countsFromEntry(type: ContractType): boolean {
  return COUNTED_FROM_ENTRY.has(type);
}

/** The ticks after the entry a tick contract lasts. */
function ticksAfterEntry(spec: ContractSpec): number {
  if (spec.expiry.kind !== 'ticks') return Number.POSITIVE_INFINITY;
  return countsFromEntry(spec.contractType) ? spec.expiry.ticks - 1 : spec.expiry.ticks;
}

/**
 * The contract's ticks as far as they are known at `nowEpoch`, from the feed's ticks (oldest first,
 * any range that covers the start); undefined before the entry tick.
 */
export function contractPath(spec: ContractSpec, feed: readonly Tick[], nowEpoch: number): ContractPath | undefined {
  const known = feed.filter((tick) => tick.epoch > spec.dateStart && tick.epoch <= nowEpoch);
  const [entry, ...rest] = known;
  if (!entry) return undefined;
  if (spec.expiry.kind === 'ticks') {
    const after = rest.slice(0, ticksAfterEntry(spec));
    const complete = after.length === ticksAfterEntry(spec);
    return { entry, after, ...(complete ? { exit: after.at(-1) ?? entry } : {}) };
  }
  const { dateExpiry } = spec.expiry;
  const after = rest.filter((tick) => tick.epoch <= dateExpiry);
  return { entry, after, ...(nowEpoch >= dateExpiry ? { exit: after.at(-1) ?? entry } : {}) };
}

/** The quote's last digit as the platform shows the quote (with the pip's decimals). */
export function lastDigit(quote: number, pipSize: number): number {
  const decimals = Math.max(0, Math.round(-Math.log10(pipSize)));
  const text = quote.toFixed(decimals);
  return Number(text.at(-1));
}

/** When the contract expires: its fixed expiry, or for a tick contract when its last tick is due. */
export function expectedExpiry(spec: ContractSpec, tickIntervalSeconds: number): number {
  if (spec.expiry.kind === 'time') return spec.expiry.dateExpiry;
  return spec.dateStart + (ticksAfterEntry(spec) + 1) * tickIntervalSeconds;
}
