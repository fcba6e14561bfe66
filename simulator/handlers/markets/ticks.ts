import type { TicksResponse } from '../../../schemas/generated/types';
import type { Tick } from '../../domain/markets/feed';
import type { Underlying } from '../../domain/markets/underlying';
import type { HandlerTable } from '../handler';
import { marketIsClosed, namedUnderlying, pipSizeOf } from '../support/market-access';

/** A tick as the `tick` message carries it. */
export function tickBody(underlying: Underlying, tick: Tick, id: string): TicksResponse['tick'] {
  return { epoch: tick.epoch, id, pip_size: pipSizeOf(underlying), quote: tick.quote, symbol: underlying.symbol };
}

/**
 * ticks always streams: the first reply carries the latest tick, then each new one follows. Given a
 * list of symbols, each gets its own stream and first reply, as the API does.
 */
export const ticksHandlers: HandlerTable = {
  ticks: {
    stream: {
      type: 'ticks',
      alwaysStreams: true,
      split: (request) => {
        const { ticks } = request;
        return Array.isArray(ticks) ? ticks.map((symbol) => ({ ...request, ticks: symbol })) : [request];
      },
      key: (request) => String(request.ticks),
      describe: (request) => String(request.ticks),
    },
    handle: (context) => {
      const { world, stream } = context;
      const underlying = namedUnderlying(context, String(context.request.ticks));
      const latest = world.markets.isOpen(underlying.symbol) ? world.markets.latestTick(underlying.symbol) : undefined;
      if (!latest) throw marketIsClosed();
      const id = stream?.id ?? '';
      const stop = world.markets.onTick(underlying.symbol, (tick) =>
        stream?.push({ tick: tickBody(underlying, tick, id) }),
      );
      stream?.onEnd(stop);
      return { tick: tickBody(underlying, latest, id) };
    },
  },
};
