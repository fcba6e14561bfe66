import type { ContractsForRequest, ContractsForResponse } from '../../../schemas/generated/types';
import { CURRENCIES } from '../../domain/currencies';
import { scheduledIntervals, SECONDS_PER_DAY } from '../../domain/markets/trading-hours';
import type { Underlying } from '../../domain/markets/underlying';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';
import type { CallContext, HandlerTable } from '../handler';
import { basicEntries } from '../support/contract-entries';
import { marketIsClosed, namedUnderlying, nonEmpty, offeredCategories, offeringsOf } from '../support/market-access';
import { multiBarrierEntries } from '../support/multi-barrier-entries';

/** Today's first opening and last closing second, or nulls when the market is closed all day. */
function todaysSession(underlying: Underlying, now: number): { open: number | null; close: number | null } {
  const today = now - (now % SECONDS_PER_DAY);
  const sessions = scheduledIntervals(underlying.schedule, today, today + SECONDS_PER_DAY);
  const first = sessions[0];
  const last = sessions.at(-1);
  return { open: first ? first[0] : null, close: last ? last[1] - 1 : null };
}

function contractsFor(
  world: World,
  underlying: Underlying,
  request: ContractsForRequest,
  context: CallContext<'contracts_for'>,
) {
  const product = request.product_type ?? 'basic';
  const categories = offeredCategories(underlying, offeringsOf(context), product);
  if (categories.length === 0) throw new ApiError('InvalidSymbol', `Symbol ${underlying.symbol} is invalid.`);
  const now = world.clock.epoch();
  const spot = world.markets.latestTick(underlying.symbol)?.quote ?? null;
  if (product === 'multi_barrier' && !world.markets.isOpen(underlying.symbol)) throw marketIsClosed();
  const available = nonEmpty(
    product === 'multi_barrier'
      ? multiBarrierEntries(world, underlying, categories)
      : basicEntries(underlying, categories, spot ?? underlying.openingSpot, now),
  );
  if (!available) throw marketIsClosed();
  const body: ContractsForResponse['contracts_for'] = {
    available,
    ...todaysSession(underlying, now),
    feed_license: 'realtime',
    hit_count: available.length,
    spot,
  };
  return body;
}

export const contractsForHandlers: HandlerTable = {
  contracts_for: {
    handle: (context) => {
      const request = context.request;
      const underlying = namedUnderlying(context, request.contracts_for);
      const currency = request.currency ?? 'USD';
      if (!CURRENCIES.some((known) => known.code === currency))
        throw new ApiError('InvalidCurrency', `The provided currency ${currency} is invalid.`);
      return {
        contracts_for: contractsFor(context.world, underlying, request, context),
      };
    },
  },
};
