import type { ProposalOpenContractResponse } from '../../../schemas/generated/types';
import type { Currency } from '../currencies';
import { fromMinorUnits } from '../ledger/money';
import type { Underlying } from '../markets/underlying';
import { resetTimeSeconds } from '../pricing/pricing-conventions';
import { absoluteBarrier } from './barriers';
import { auditDetails } from './contract-audit';
import { expectedExpiry, type ContractPath } from './contract-path';
import { pipSized } from './market-state';
import { isPathDependent, resetBarrier } from './outcomes';
import type { Tick } from '../markets/feed';
import type { Position } from './positions';
import { isExpired, saleRefusal } from './sale-rules';

export type OpenContractBody = NonNullable<ProposalOpenContractResponse['proposal_open_contract']>;

/** What the world knows of a contract at one moment, gathered for its view. */
export interface OpenContractFacts {
  position: Position;
  underlying: Underlying;
  currency: Currency;
  /** The world's time, epoch seconds. */
  now: number;
  /** Its entry tick and the ticks after it; undefined before it has started. */
  path: ContractPath | undefined;
  /** What it is worth now (its sale price once closed), minor units. */
  bidMinor: number;
  /** Decided and past the point from which the client may settle it. */
  settleable: boolean;
  /** The market's latest tick (at the sale, once sold). */
  current: Tick | undefined;
  /** The feed around its start and end, for a contract settled on an exit tick. */
  auditFeed: readonly Tick[];
  /** Its longcode and its underlying's name, in the reader's language. */
  longcode: string;
  displayName: string;
}

function barrierFields(position: Position, path: ContractPath | undefined, pipSize: number): Partial<OpenContractBody> {
  const { barrier, barrier2, contractType } = position.spec;
  if (barrier === undefined) return { barrier_count: 0 };
  if (contractType.startsWith('DIGIT')) return { barrier, barrier_count: 1 };
  const level = (text: string) =>
    path ? pipSized(absoluteBarrier(text, path.entry.quote, pipSize), pipSize) : text.replace(/^\+/, '');
  if (barrier2 === undefined) return { barrier: level(barrier), barrier_count: 1 };
  return { high_barrier: level(barrier), low_barrier: level(barrier2), barrier_count: 2 };
}

function tickFields(prefix: 'entry_tick' | 'exit_tick', tick: Tick, pipSize: number): Partial<OpenContractBody> {
  return {
    [prefix]: tick.quote,
    [`${prefix}_time`]: tick.epoch,
    [`${prefix}_display_value`]: pipSized(tick.quote, pipSize),
  };
}

/** Reset contracts: when the barrier may reset, half their life (timed) or half their ticks. */
function resetTime(position: Position, underlying: Underlying): number | undefined {
  const { spec } = position;
  if (spec.contractType !== 'RESETCALL' && spec.contractType !== 'RESETPUT') return undefined;
  const life = expectedExpiry(spec, underlying.tickIntervalSeconds) - spec.dateStart;
  return spec.dateStart + resetTimeSeconds(life, underlying.tickIntervalSeconds);
}

/** How far around a settled contract's start and end its audit shows the feed, in seconds. */
export function auditMargin(underlying: Underlying): number {
  return 4 * underlying.tickIntervalSeconds;
}

/**
 * proposal_open_contract for one contract: prices, ticks, barriers, status and whether it can be sold
 * (trading-core §3 Contract), from the facts of one moment.
 */
export function openContractView(facts: OpenContractFacts): OpenContractBody {
  const { position, underlying, currency, now, path, bidMinor, settleable, current } = facts;
  const { spec, closing } = position;
  const pip = underlying.pip;
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const profitMinor = bidMinor - spec.buyPrice;
  const expiry = expectedExpiry(spec, underlying.tickIntervalSeconds);
  const refusal = settleable ? undefined : saleRefusal(position, path, now);
  const body: OpenContractBody = {
    contract_id: position.contract_id,
    contract_type: spec.contractType,
    currency: currency.code,
    longcode: facts.longcode,
    shortcode: position.shortcode,
    underlying: spec.symbol,
    display_name: facts.displayName,
    buy_price: money(spec.buyPrice),
    payout: money(spec.payout),
    bid_price: money(bidMinor),
    display_value: money(bidMinor).toFixed(currency.fractionalDigits),
    profit: money(profitMinor),
    profit_percentage: spec.buyPrice === 0 ? 0 : Math.round((profitMinor / spec.buyPrice) * 10_000) / 100,
    purchase_time: position.purchase_time,
    date_start: spec.dateStart,
    date_expiry: expiry,
    date_settlement: expiry,
    expiry_time: expiry,
    is_forward_starting: spec.isForwardStarting ? 1 : 0,
    is_path_dependent: isPathDependent(spec) ? 1 : 0,
    is_intraday: expiry - spec.dateStart < 86_400 ? 1 : 0,
    is_expired: closing?.status === 'sold' ? 0 : closing || isExpired(spec, path, now) ? 1 : 0,
    is_settleable: (closing && closing.status !== 'sold') || settleable ? 1 : 0,
    is_sold: closing ? 1 : 0,
    is_valid_to_sell: refusal ? 0 : 1,
    status: closing?.status ?? 'open',
    transaction_ids: {
      buy: position.buy_transaction_id,
      ...(closing ? { sell: closing.sell_transaction_id } : {}),
    },
    ...barrierFields(position, path, pip),
  };
  if (refusal) body.validation_error = refusal;
  if (current)
    Object.assign(body, {
      current_spot: current.quote,
      current_spot_time: current.epoch,
      current_spot_display_value: pipSized(current.quote, pip),
    });
  if (path) {
    Object.assign(body, tickFields('entry_tick', path.entry, pip), {
      entry_spot: path.entry.quote,
      entry_spot_display_value: pipSized(path.entry.quote, pip),
    });
  }
  if (spec.expiry.kind === 'ticks') {
    body.tick_count = spec.expiry.ticks;
    body.tick_stream = (path ? [path.entry, ...path.after] : []).map((tick) => ({
      epoch: tick.epoch,
      tick: tick.quote,
      tick_display_value: pipSized(tick.quote, pip),
    }));
  }
  if (spec.selectedTick !== undefined) body.selected_tick = spec.selectedTick;
  if (spec.multiplier !== undefined) body.multiplier = spec.multiplier;
  const reset = resetTime(position, underlying);
  if (reset !== undefined) body.reset_time = reset;
  const terms = { pipSize: pip, generationIntervalSeconds: underlying.tickIntervalSeconds };
  // A contract sold before its reset never reaches it.
  const resetLevel =
    reset !== undefined && path ? resetBarrier(spec, path, terms, closing?.sell_time ?? now) : undefined;
  if (resetLevel !== undefined) body.reset_barrier = pipSized(resetLevel, pip);
  if (closing) {
    Object.assign(body, { sell_price: money(closing.sell_price), sell_time: closing.sell_time });
    if (closing.exit_tick) Object.assign(body, tickFields('exit_tick', closing.exit_tick, pip));
    else if (current)
      Object.assign(body, {
        sell_spot: current.quote,
        sell_spot_time: current.epoch,
        sell_spot_display_value: pipSized(current.quote, pip),
      });
    if (closing.exit_tick && path) body.audit_details = auditDetails(position, path, facts.auditFeed, pip);
  }
  return body;
}
