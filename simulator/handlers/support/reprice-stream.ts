import type { Tick } from '../../domain/markets/feed';
import { ApiError } from '../../protocol/api-error';
import type { CallName, ResponseOf } from '../../protocol/calls';
import type { WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import type { StreamSink } from '../handler';

/**
 * Keeps a price stream going: re-prices on every tick of the underlying and when the control API
 * changes its market, checks every second of world time that the market is still open, and ends the
 * stream with the error reply once the contract can no longer be priced (e.g. the market closed).
 * `price` gives the update's body, or its serialised text (see StreamSink.pushSerialised).
 */
export function repriceOnTicks<C extends CallName>(
  world: World,
  symbol: string,
  stream: StreamSink<C>,
  price: (tick?: Tick) => ResponseOf<C> | string,
): void {
  let ended = false;
  const fail = (error: unknown) => {
    if (ended) return;
    ended = true;
    const refusal =
      error instanceof ApiError
        ? error
        : new ApiError('InternalServerError', 'Sorry, an error occurred while processing your request.');
    stream.pushError(refusal);
    stream.end();
  };
  const reprice = (tick?: Tick) => {
    if (ended) return;
    try {
      const body = price(tick);
      if (typeof body === 'string') stream.pushSerialised(body);
      else stream.push(body);
    } catch (error) {
      fail(error);
    }
  };
  const offTick = world.markets.onTick(symbol, reprice);
  const offTime = world.markets.onTime(() => {
    if (!world.markets.isOpen(symbol)) reprice();
  });
  const onChange = (change: WorldChange) => {
    // A spot set arrives as a tick of its own; a status or trading set may end trading between ticks.
    if ((change.type === 'market_status_set' || change.type === 'market_trading_set') && change.symbol === symbol)
      reprice();
  };
  world.events.on('change', onChange);
  stream.onEnd(() => {
    ended = true;
    offTick();
    offTime();
    world.events.off('change', onChange);
  });
}
