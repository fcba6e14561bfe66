import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from '../../api/base-query';
import { browserNavigation } from '../../lib/browser-navigation';
import type { PeriodPhase } from '../../lib/usePeriodClock';

/** The period is over: the cached contracts are dropped and the page loads again (trading-core §4). */
export function periodEnded(): ThunkAction<void, unknown, ThunkExtra, UnknownAction> {
  return (_dispatch, _getState, { caches }) => {
    caches?.storage.clearCall('contracts_for');
    browserNavigation.reload();
  };
}

/** The period the page shows: its end (epoch seconds) and where the server's clock stands in it. */
export interface WatchedPeriod {
  phase: PeriodPhase;
  expiry: number | undefined;
}

/**
 * Reloads the page when the chosen period runs out while it is watched, also when a contracts refresh
 * that no longer offers it replaced it before its end was seen. A period already over when first seen
 * does not reload (that could repeat forever); the next contracts refresh replaces it.
 */
export function usePeriodEndReload({ phase, expiry }: WatchedPeriod, now: () => number): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const before = useRef<WatchedPeriod>({ phase, expiry });
  useEffect(() => {
    const was = before.current;
    before.current = { phase, expiry };
    const watched = was.phase === 'open' || was.phase === 'closing';
    const replacedAfterItsEnd = was.expiry !== undefined && was.expiry !== expiry && was.expiry <= now();
    if (watched && (phase === 'over' || replacedAfterItsEnd)) dispatch(periodEnded());
  }, [phase, expiry, now, dispatch]);
}
