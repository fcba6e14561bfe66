import type { ContractPath } from '../../domain/contracts/contract-path';
import type { MarketState } from '../../domain/contracts/market-state';
import { auditMargin, openContractView, type OpenContractBody } from '../../domain/contracts/open-contract-view';
import type { Position } from '../../domain/contracts/positions';
import { quoteContract } from '../../domain/contracts/quote-contract';
import type { Currency } from '../../domain/currencies';
import { currencyNamed, fromMinorUnits } from '../../domain/ledger/money';
import { displayNameIn } from '../../domain/markets/display-names';
import type { World } from '../../world/world';
import { marketStateOf } from './contract-pricing';
import { positionLongcode } from '../../world/position-longcode';

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

/** proposal_open_contract for one contract as the world stands now, worded in the connection's language. */
export function openContractBody(world: World, position: Position, language: string): OpenContractBody {
  const { spec, closing } = position;
  const underlying = world.markets.underlying(spec.symbol)!;
  const currency = currencyNamed(spec.currency)!;
  const now = world.clock.epoch();
  const path = world.settlement.pathOf(position);
  const margin = auditMargin(underlying);
  const audited = closing?.exit_tick !== undefined && path !== undefined;
  return openContractView({
    position,
    underlying,
    currency,
    now,
    path,
    bidMinor: closing ? closing.sell_price : bidOf(world, position, path, currency),
    settleable: !closing && world.settlement.isSettleable(position),
    current: world.markets.latestTick(spec.symbol, closing?.sell_time ?? now),
    auditFeed: audited
      ? world.markets.ticksBetween(spec.symbol, spec.dateStart - margin, Math.min(now, closing.sell_time + margin))
      : [],
    longcode: positionLongcode(world, position, language),
    displayName: displayNameIn(underlying.display_name, language),
  });
}
