import { useEffect, useState } from 'react';
import { useMultiBarrierContractsQuery, useMultiBarrierSymbolsQuery } from '../../api/endpoints/multi-barrier';
import { MARKET_CLOSED_RETRY_MS, MULTI_BARRIER_REFRESH_MS } from '../../lib/constants';
import { marketClosed } from './row-state';

/**
 * The forex symbols and the chosen underlying's multi-barrier contracts (trading-core §4): contracts
 * are re-fetched every 15 s; while the market is closed the symbols and contracts are asked for again
 * every 30 s, and an answer from an open market shows the form again.
 */
export function useMultiBarrierMarket(underlying: string, currency: string, now: () => number) {
  const [attempt, setAttempt] = useState(0);
  const symbolsQuery = useMultiBarrierSymbolsQuery({ attempt });
  const symbols = symbolsQuery.data?.filter((symbol) => symbol.market === 'forex');
  const chosen = symbols?.some((symbol) => symbol.symbol === underlying) ? underlying : (symbols?.[0]?.symbol ?? '');

  // While closed, the 30 s retry asks again instead of the 15 s refresh.
  const [closedBefore, setClosedBefore] = useState(false);
  const contractsQuery = useMultiBarrierContractsQuery(
    { symbol: chosen, currency, attempt },
    {
      skip: chosen === '',
      pollingInterval: closedBefore ? 0 : MULTI_BARRIER_REFRESH_MS,
      skipPollingIfUnfocused: false,
    },
  );
  const contracts = contractsQuery.currentData;
  const error = contractsQuery.error as { code?: string; message?: string } | undefined;
  const closed = marketClosed(contracts, error?.code, now());
  if (closed !== closedBefore) setClosedBefore(closed);

  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => setAttempt((current) => current + 1), MARKET_CLOSED_RETRY_MS);
    return () => clearTimeout(timer);
  }, [closed, attempt]);

  return {
    symbols,
    symbolsError: symbolsQuery.error,
    underlying: chosen,
    contracts,
    contractsError: closed ? undefined : error,
    closed,
    loading: contractsQuery.isFetching && !contracts,
    /** When the contracts last arrived (browser ms): the 15 s refresh counts from here. */
    contractsAt: contractsQuery.fulfilledTimeStamp,
  };
}
