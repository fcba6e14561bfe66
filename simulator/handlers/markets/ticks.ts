import type { TicksRequest, TicksResponse } from '../../../schemas/generated/types';
import type { Tick } from '../../domain/markets/feed';
import type { Underlying } from '../../domain/markets/underlying';
import type { JsonObject } from '../../transport/envelope';
import type { HandlerTable } from '../handler';
import { reply } from '../reply';
import { marketIsClosed, namedUnderlying, pipSizeOf } from './market-access';

/** A tick as the `tick` message carries it. */
export function tickBody(underlying: Underlying, tick: Tick, id: string): TicksResponse['tick'] {
  return { epoch: tick.epoch, id, pip_size: pipSizeOf(underlying), quote: tick.quote, symbol: underlying.symbol };
}

function symbolsOf(request: JsonObject): string[] {
  const { ticks } = request as unknown as TicksRequest;
  return Array.isArray(ticks) ? ticks : [ticks];
}

/**
 * ticks always streams: the first reply carries the latest tick, then each new one follows. A list of
 * symbols shares one stream here (its first reply is the first symbol's tick, the others' follow).
 */
export const ticksHandlers: HandlerTable = {
  ticks: {
    stream: {
      type: 'ticks',
      alwaysStreams: true,
      key: (request) => symbolsOf(request).join(','),
      describe: (request) => symbolsOf(request).join(', '),
    },
    handle: (context) => {
      const { world, stream } = context;
      const underlyings = symbolsOf(context.request).map((symbol) => namedUnderlying(context, symbol));
      if (underlyings.some((underlying) => !world.markets.isOpen(underlying.symbol))) throw marketIsClosed();
      const id = stream?.id ?? '';
      const latest = underlyings.map((underlying) => ({
        underlying,
        tick: world.markets.latestTick(underlying.symbol),
      }));
      const [first] = latest;
      if (!first?.tick) throw marketIsClosed();
      for (const { underlying, tick } of latest.slice(1))
        if (tick) stream?.push({ tick: tickBody(underlying, tick, id) });
      for (const underlying of underlyings) {
        const stop = world.markets.onTick(underlying.symbol, (tick) =>
          stream?.push({ tick: tickBody(underlying, tick, id) }),
        );
        stream?.onEnd(stop);
      }
      return reply<Pick<TicksResponse, 'tick'>>({ tick: tickBody(first.underlying, first.tick, id) });
    },
  },
};
