import type { OpenContract } from '../../api/endpoints/contracts';

/** trading-core §4: settled when the status is not open, or the contract is expired or settleable. */
export function isSettled(contract: OpenContract): boolean {
  return (
    (contract.status !== undefined && contract.status !== null && contract.status !== 'open') ||
    contract.is_expired === 1 ||
    contract.is_settleable === 1
  );
}

/** Whether the Sell button shows: valid to sell, and a forward-starting contract only once started. */
export function canSell(contract: OpenContract): boolean {
  if (contract.is_valid_to_sell !== 1 || contract.is_sold === 1) return false;
  return !hasNotStarted(contract);
}

/** A forward-starting contract before its start: the current spot time has not passed date_start. */
export function hasNotStarted(contract: OpenContract): boolean {
  if (contract.is_forward_starting !== 1 || contract.date_start === undefined) return false;
  return (contract.current_spot_time ?? 0) < contract.date_start;
}

/** The chart's waiting message, if any: before the entry tick, then (once expired) before the exit tick. */
export function chartWaitingMessage(
  contract: OpenContract,
): 'Waiting for entry tick.' | 'Waiting for exit tick.' | undefined {
  if (contract.entry_tick_time == null && contract.entry_spot == null) return 'Waiting for entry tick.';
  if (contract.is_expired === 1 && contract.exit_tick_time == null && contract.is_sold !== 1) {
    return 'Waiting for exit tick.';
  }
  return undefined;
}

/** Reset contracts reset at half their duration (trading-core §4). */
export function resetTime(contract: OpenContract): number | undefined {
  if (contract.reset_time !== undefined) return contract.reset_time;
  if (
    !contract.contract_type?.startsWith('RESET') ||
    contract.date_start === undefined ||
    contract.date_expiry === undefined
  ) {
    return undefined;
  }
  return contract.date_start + Math.floor((contract.date_expiry - contract.date_start) / 2);
}

/** Tick contracts of at most this many ticks get a tick chart (trading-core §9). */
const TICK_CHART_MAX_TICKS = 10;

/** Whether the popup draws the contract's own ticks (a tick contract of 10 ticks or fewer). */
export function hasTickChart(contract: OpenContract): boolean {
  return (
    contract.tick_count !== undefined && contract.tick_count !== null && contract.tick_count <= TICK_CHART_MAX_TICKS
  );
}

/** A contract whose duration is counted in ticks: its shortcode's duration reads like "5T". */
export function isTickTrade(shortcode: string): boolean {
  return /_\d+T_/.test(shortcode);
}

/** Digit contracts list their ticks in a table. */
export function isDigitContract(contract: OpenContract): boolean {
  return contract.contract_type?.startsWith('DIGIT') ?? false;
}

/** What the popup offers below its table, before any sale of this session. */
export type SellState = 'sell' | 'not-started' | 'waiting-settlement' | 'resale-not-offered' | 'closed';

/**
 * trading-core §4: Sell while valid (after start), otherwise the reason it is not offered. A sold or
 * settled contract is never offered for sale, whatever its is_valid_to_sell says.
 */
export function sellState(contract: OpenContract): SellState {
  if (contract.is_sold === 1) return 'closed';
  if (isSettled(contract)) return 'waiting-settlement';
  if (hasNotStarted(contract)) return 'not-started';
  if (canSell(contract)) return 'sell';
  return 'resale-not-offered';
}

/** trading-core §4: a contract valid to sell and settleable is settled with sell_expired. */
export function shouldSellExpired(contract: OpenContract): boolean {
  return contract.is_valid_to_sell === 1 && contract.is_settleable === 1 && contract.is_sold !== 1;
}

/** A sell refused because the account may sell no more (trading-core §8 "Limits"). */
export const SELL_LIMIT_CODE = 'SellLimitReached';
