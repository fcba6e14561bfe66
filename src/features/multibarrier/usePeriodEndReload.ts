import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkExtra } from '../../api/base-query';
import { browserNavigation } from '../../lib/browser-navigation';
import type { PeriodPhase } from './usePeriodClock';

/** The period is over: the cached contracts are dropped and the page loads again (trading-core §4). */
export function periodEnded(): ThunkAction<void, unknown, ThunkExtra, UnknownAction> {
  return (_dispatch, _getState, { caches }) => {
    caches?.storage.clearCall('contracts_for');
    browserNavigation.reload();
  };
}

/**
 * Reloads the page when the chosen period runs out while it is watched. A period already over when
 * first seen does not reload (that could repeat forever); the next contracts refresh replaces it.
 */
export function usePeriodEndReload(phase: PeriodPhase): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const before = useRef(phase);
  useEffect(() => {
    const was = before.current;
    before.current = phase;
    if (phase === 'over' && (was === 'open' || was === 'closing')) dispatch(periodEnded());
  }, [phase, dispatch]);
}
