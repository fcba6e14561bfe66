import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { marketsApi, useTicksQuery } from '../../api/endpoints/markets';
import type { Spot } from './form';

type TicksState = Parameters<ReturnType<typeof marketsApi.endpoints.ticks.select>>[0];

/**
 * The spot of `symbol` as it was when `key` last changed (or when the first tick came). A daily
 * contract's offsets are priced from it: reading the live spot instead would ask for new prices on
 * every tick.
 */
export function useHeldSpot(symbol: string, key: string): Spot | undefined {
  const store = useStore();
  const { ready } = useTicksQuery(symbol, {
    skip: symbol === '',
    selectFromResult: ({ data }) => ({ ready: data !== undefined && data.length > 0 }),
  });
  const selectTicks = useMemo(() => marketsApi.endpoints.ticks.select(symbol), [symbol]);
  return useMemo(() => {
    const last = ready ? selectTicks(store.getState() as TicksState).data?.at(-1) : undefined;
    return last ? { quote: last.quote, decimals: last.pip_size } : undefined;
    // `key` is read for its change alone: a new barrier text takes the spot of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectTicks, store, ready, key]);
}
