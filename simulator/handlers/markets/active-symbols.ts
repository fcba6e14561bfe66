import type { ActiveSymbolsResponse } from '../../../schemas/generated/types';
import { displayNameIn } from '../../domain/markets/display-names';
import { EXCHANGE_NAME, MARKET_DISPLAY_NAME, type ProductType, type Underlying } from '../../domain/markets/underlying';
import { offeredExpiries } from '../../domain/markets/durations';
import type { World } from '../../world/world';
import type { HandlerTable } from '../handler';
import { offeredCategories, offeringsOf } from '../support/market-access';

type SymbolEntry = ActiveSymbolsResponse['active_symbols'][number];

/** Position within its submarket, counting from 1. */
function displayOrder(world: World, underlying: Underlying): number {
  const siblings = world.markets.list().filter((each) => each.submarket === underlying.submarket);
  return siblings.indexOf(underlying) + 1;
}

/** One symbol with its names in the connection's language. */
function briefEntry(world: World, underlying: Underlying, language: string): SymbolEntry {
  return {
    display_name: displayNameIn(underlying.display_name, language),
    display_order: displayOrder(world, underlying),
    exchange_is_open: world.markets.isOpen(underlying.symbol) ? 1 : 0,
    is_trading_suspended: world.markets.isTradingSuspended(underlying.symbol) ? 1 : 0,
    market: underlying.market,
    market_display_name: displayNameIn(MARKET_DISPLAY_NAME[underlying.market], language),
    pip: underlying.pip,
    subgroup: 'none',
    subgroup_display_name: 'None',
    submarket: underlying.submarket,
    submarket_display_name: displayNameIn(underlying.submarket_display_name, language),
    symbol: underlying.symbol,
    symbol_type: underlying.symbol_type,
  };
}

/** Percent change from the last tick a day ago, two decimals, signed. */
function dayChange(world: World, underlying: Underlying, quote: number): string {
  const dayAgo = world.markets.latestTick(underlying.symbol, world.clock.epoch() - 86_400);
  if (!dayAgo) return '0.00';
  const change = (quote / dayAgo.quote - 1) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}`;
}

function fullEntry(world: World, underlying: Underlying, language: string): SymbolEntry {
  const latest = world.markets.latestTick(underlying.symbol);
  const entry: SymbolEntry = {
    ...briefEntry(world, underlying, language),
    allow_forward_starting: offeredExpiries(underlying, 'callput').some((offer) => offer.expiry === 'forward_start')
      ? 1
      : 0,
    delay_amount: 0,
    exchange_name: EXCHANGE_NAME[underlying.market],
    intraday_interval_minutes: 1,
    spot: latest?.quote ?? null,
  };
  if (underlying.quotedCurrency) entry.quoted_currency_symbol = underlying.quotedCurrency;
  if (latest) {
    entry.spot_age = String(world.clock.epoch() - latest.epoch);
    entry.spot_time = String(latest.epoch);
    entry.spot_percentage_change = dayChange(world, underlying, latest.quote);
  }
  return entry;
}

export const activeSymbolsHandlers: HandlerTable = {
  active_symbols: {
    handle: (context) => {
      const request = context.request;
      const product: ProductType = request.product_type ?? 'basic';
      const offerings = offeringsOf(context);
      const listed = context.world.markets
        .list()
        .filter((underlying) => offeredCategories(underlying, offerings, product).length > 0);
      const entry = request.active_symbols === 'full' ? fullEntry : briefEntry;
      return {
        active_symbols: listed.map((underlying) => entry(context.world, underlying, context.session.language)),
      };
    },
  },
};
