import type { TicksHistoryRequest } from '../../../schemas/generated/types';
import type { Candle } from '../../domain/markets/candles';
import { historyCandles, historyTicks, type HistoryFeed } from '../../domain/markets/history-window';
import type { Tick } from '../../domain/markets/feed';
import type { Underlying } from '../../domain/markets/underlying';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import type { CallContext, HandlerTable, StreamSink } from '../handler';
import { marketIsClosed, namedUnderlying, pipSizeOf, quoteText } from '../support/market-access';
import { tickBody } from './ticks';

function historyFeed(world: World, underlying: Underlying): HistoryFeed {
  const { symbol } = underlying;
  return {
    tickIntervalSeconds: underlying.tickIntervalSeconds,
    ticksBetween: (from, to) => world.markets.ticksBetween(symbol, from, to),
    sampledTicks: (from, to, step) => world.markets.sampledTicks(symbol, from, to, step),
    latestTick: (epoch) => world.markets.latestTick(symbol, epoch),
  };
}

function styleOf(request: TicksHistoryRequest): 'ticks' | 'candles' {
  return request.style === 'candles' ? 'candles' : 'ticks';
}

/** Live `ohlc` updates: the current candle, moved on with every tick. */
function streamCandles(
  world: World,
  underlying: Underlying,
  granularity: number,
  stream: StreamSink<'ticks_history'>,
  last?: Candle,
) {
  let candle = last;
  const stop = world.markets.onTick(underlying.symbol, ({ epoch, quote }) => {
    const openTime = Math.floor(epoch / granularity) * granularity;
    if (candle?.epoch === openTime) {
      candle = { ...candle, high: Math.max(candle.high, quote), low: Math.min(candle.low, quote), close: quote };
    } else candle = { epoch: openTime, open: quote, high: quote, low: quote, close: quote };
    const text = (value: number) => quoteText(underlying, value);
    stream.push(
      {
        ohlc: {
          close: text(candle.close),
          epoch,
          granularity,
          high: text(candle.high),
          id: stream.id,
          low: text(candle.low),
          open: text(candle.open),
          open_time: openTime,
          pip_size: pipSizeOf(underlying),
          symbol: underlying.symbol,
        },
      },
      'ohlc',
    );
  });
  stream.onEnd(stop);
}

function streamTicks(world: World, underlying: Underlying, stream: StreamSink<'ticks_history'>) {
  const stop = world.markets.onTick(underlying.symbol, (tick: Tick) =>
    stream.push({ tick: tickBody(underlying, tick, stream.id) }, 'tick'),
  );
  stream.onEnd(stop);
}

function historyReply(context: CallContext<'ticks_history'>): ResponseOf<'ticks_history'> {
  const { world, stream } = context;
  const request = context.request;
  const underlying = namedUnderlying(context, request.ticks_history);
  const now = world.clock.epoch();
  const end = request.end === 'latest' ? now : Math.min(Number(request.end), now);
  if (request.start !== undefined && request.start > end)
    throw new ApiError('InvalidStartEnd', `Start time ${request.start} must be before end time ${end}`);
  if (stream && !world.markets.isOpen(underlying.symbol)) throw marketIsClosed();
  const query = {
    start: request.start,
    end,
    count: request.count ?? 1000,
    adjustStartTime: request.adjust_start_time === 1,
  };
  const feed = historyFeed(world, underlying);
  const pip_size = pipSizeOf(underlying);
  if (styleOf(request) === 'candles') {
    const granularity = request.granularity ?? 60;
    const candles = historyCandles(feed, query, granularity);
    if (stream) streamCandles(world, underlying, granularity, stream, candles.at(-1));
    return { candles, pip_size };
  }
  const ticks = historyTicks(feed, query);
  if (stream) streamTicks(world, underlying, stream);
  return {
    history: { prices: ticks.map((tick) => tick.quote), times: ticks.map((tick) => tick.epoch) },
    pip_size,
  };
}

/** ticks_history: a `history` (style ticks) or `candles` reply, then `tick` or `ohlc` updates when subscribed. */
export const ticksHistoryHandlers: HandlerTable = {
  ticks_history: {
    stream: {
      type: 'ticks',
      typeOf: styleOf,
      describe: (request) => request.ticks_history,
    },
    handle: historyReply,
  },
};
