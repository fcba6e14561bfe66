import { roundToPip } from '../../domain/markets/underlying';
import type { World } from '../../world/world';
import { BodyReader } from './body';
import { ControlError, paramOf, worldOf, type ControlRequest, type ControlRoute } from './route';
import type { MarketReading } from './types';

const STATUSES = ['open', 'closed', 'scheduled'] as const;

function marketOf(request: ControlRequest): { world: World; symbol: string; pip: number } {
  const world = worldOf(request);
  const symbol = paramOf(request, 'symbol');
  const underlying = world.markets.underlying(symbol);
  if (!underlying) throw new ControlError(404, 'UnknownSymbol', `There is no underlying "${symbol}".`);
  return { world, symbol, pip: underlying.pip };
}

function reading(world: World, symbol: string): MarketReading {
  return {
    symbol,
    open: world.markets.isOpen(symbol),
    trading_suspended: world.markets.isTradingSuspended(symbol),
    tick: world.markets.latestTick(symbol) ?? null,
  };
}

/**
 * A market's state, and the changes tests make to it. Both take effect at the world's now: a spot set
 * re-quotes the latest tick and the feed goes on from there; a status overrides the trading hours from
 * now on until another status is set ("scheduled" hands back to the hours); a suspension stops contracts
 * on the symbol (proposal and buy refused) until it is lifted, while its feed goes on.
 */
export const marketRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/worlds/:world/markets/:symbol',
    handle: (request) => {
      const { world, symbol } = marketOf(request);
      return reading(world, symbol);
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/markets/:symbol/spot',
    handle: (request) => {
      const { world, symbol, pip } = marketOf(request);
      const quote = roundToPip(new BodyReader(request.body).only('quote').positiveNumber('quote'), pip);
      if (quote <= 0) throw new ControlError(400, 'InvalidBody', `"quote" must be at least one pip (${pip}).`);
      world.commit({ type: 'market_spot_set', symbol, epoch: world.clock.epoch(), quote });
      return reading(world, symbol);
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/markets/:symbol/status',
    handle: (request) => {
      const { world, symbol } = marketOf(request);
      const status = new BodyReader(request.body).only('status').oneOf('status', STATUSES);
      world.commit({ type: 'market_status_set', symbol, epoch: world.clock.epoch(), status });
      return reading(world, symbol);
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/markets/:symbol/trading',
    handle: (request) => {
      const { world, symbol } = marketOf(request);
      const suspended = new BodyReader(request.body).only('suspended').boolean('suspended');
      world.commit({ type: 'market_trading_set', symbol, suspended });
      return reading(world, symbol);
    },
  },
];
