import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../../api/base-query';
import { marketsApi } from '../../api/endpoints/markets';
import { readStoredSession } from '../session';
import { withSymbols } from './form/form-state';
import { readStoredForm } from './stored-form';

type Dispatch = ThunkDispatch<unknown, ThunkExtra, UnknownAction>;

/** The trading page's address: /{lang}/trading.html. */
export const isTradingPagePath = (pathname: string): boolean => /^\/[^/]+\/trading\.html$/.test(pathname);

/** A visitor's currency where the platform offers it, as the page chooses it (payout_currencies comes later). */
const VISITOR_CURRENCY = 'USD';

/**
 * A visitor's first requests on the trading page (trading-core §4 load order), asked as the app starts
 * instead of once the page's code has loaded, so they go out as soon as the socket opens: the symbols
 * and, in parallel, the contracts of the stored form's underlying. Without a stored underlying (a first
 * visit) the contracts of the one the form will choose, its first market's first open underlying, go
 * out as soon as the symbols arrive. The page's own queries then find these asked or answered, and ask
 * anything else themselves. A stored session asks nothing here: its lists are the account's, asked
 * after its authorize.
 */
export function askTradingPageData(dispatch: Dispatch, storage: Storage | undefined): void {
  if (readStoredSession(storage).active) return;
  const stored = readStoredForm(storage);
  const askContracts = (symbol: string) => {
    if (symbol !== '')
      void dispatch(
        marketsApi.endpoints.contractsFor.initiate({ symbol, currency: VISITOR_CURRENCY }, { subscribe: false }),
      );
  };
  askContracts(stored.underlying);
  void dispatch(marketsApi.endpoints.activeSymbols.initiate(undefined, { subscribe: false })).then(({ data }) => {
    if (data) askContracts(withSymbols(stored, data).underlying);
  });
}
