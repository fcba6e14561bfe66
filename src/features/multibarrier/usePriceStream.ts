import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useProposalArrayQuery } from '../../api/endpoints/multi-barrier';
import { priceRequest } from './price-request';
import { useLatestRequest } from './useLatestRequest';
import type { Selection } from './useSelection';

interface Terms {
  symbol: string;
  currency: string;
  amount: string;
  selection: Selection | undefined;
  /** No prices are asked for while the market is closed. */
  closed: boolean;
}

/** The price stream of the chosen period's rows and its refusal, if any. */
export function usePriceStream({ symbol, currency, amount, selection, closed }: Terms) {
  const period = selection?.period;
  const offer = selection?.offer;
  const request = useMemo(
    () => (period && offer && !closed ? priceRequest({ symbol, currency, amount, period, offer }) : undefined),
    [period, offer, closed, symbol, currency, amount],
  );
  const stream = useLatestRequest(request);
  const { error } = useProposalArrayQuery(stream ?? skipToken, {
    selectFromResult: (result) => ({ error: result.error as { message?: string } | undefined }),
  });
  return { stream, error };
}
