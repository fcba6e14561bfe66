import type { ProposalOpenContractResponse } from '../../../schemas/generated/types';
import { absoluteBarrier } from '../../domain/contracts/barriers';
import { expectedExpiry, type ContractPath } from '../../domain/contracts/contract-path';
import { pipSized, type MarketState } from '../../domain/contracts/market-state';
import { isPathDependent, resetBarrier } from '../../domain/contracts/outcomes';
import type { Position, Tick } from '../../domain/contracts/positions';
import { quoteContract } from '../../domain/contracts/quote-contract';
import { isExpired, saleRefusal } from '../../domain/contracts/sale-rules';
import type { Currency } from '../../domain/currencies';
import { currencyNamed, fromMinorUnits } from '../../domain/ledger/money';
import { displayNameIn } from '../../domain/markets/display-names';
import { resetTimeSeconds } from '../../domain/pricing/pricing-conventions';
import type { Underlying } from '../../domain/markets/underlying';
import type { World } from '../../world/world';
import { auditDetails } from './contract-audit';
import { marketStateOf } from './contract-pricing';
import { positionLongcode } from './position-longcode';

type OpenContractBody = NonNullable<ProposalOpenContractResponse['proposal_open_contract']>;

/** What the platform would pay for the contract now, minor units; 0 while it cannot be priced. */
export function bidOf(world: World, position: Position, path: ContractPath | undefined, currency: Currency): number {
  const market: MarketState = {
    ...marketStateOf(world, position.spec.symbol),
    ...(path ? { path: [path.entry, ...path.after] } : {}),
  };
  try {
    const sizing = { basis: 'payout' as const, amount: fromMinorUnits(position.spec.payout, currency) };
    return quoteContract(position.spec, sizing, market).bidMinor;
  } catch {
    return 0;
  }
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

/**
 * proposal_open_contract for one contract as the world stands now: prices, ticks, barriers, status
 * and whether it can be sold (trading-core §3 Contract), worded in the connection's language.
 */
export function openContractBody(world: World, position: Position, language: string): OpenContractBody {
  const { spec, closing } = position;
  const underlying = world.markets.underlying(spec.symbol)!;
  const currency = currencyNamed(spec.currency)!;
  const pip = underlying.pip;
  const now = world.clock.epoch();
  const path = world.settlement.pathOf(position);
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const bidMinor = closing ? closing.sell_price : bidOf(world, position, path, currency);
  const profitMinor = bidMinor - spec.buyPrice;
  const expiry = expectedExpiry(spec, underlying.tickIntervalSeconds);
  const current = world.markets.latestTick(spec.symbol, closing?.sell_time ?? now);
  // Decided and past the point from which the client may settle it: sellable at its final value.
  const settleable = !closing && world.settlement.isSettleable(position);
  const refusal = settleable ? undefined : saleRefusal(position, path, now);
  const body: OpenContractBody = {
    contract_id: position.contract_id,
    contract_type: spec.contractType,
    currency: currency.code,
    longcode: positionLongcode(world, position, language),
    shortcode: position.shortcode,
    underlying: spec.symbol,
    display_name: displayNameIn(underlying.display_name, language),
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
    if (closing.exit_tick && path) {
      const margin = 4 * underlying.tickIntervalSeconds;
      const feed = world.markets.ticksBetween(
        spec.symbol,
        spec.dateStart - margin,
        Math.min(now, closing.sell_time + margin),
      );
      body.audit_details = auditDetails(position, path, feed, pip);
    }
  }
  return body;
}
