import type { AssetIndexResponse, TradingTimesResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

/** One underlying of the asset index: its symbol, name, and per contract category [code, name, min, max]. */
export type AssetIndexEntry = AssetIndexResponse['asset_index'][number];
export type TradingTimesMarket = TradingTimesResponse['trading_times']['markets'][number];

/** The reference pages' market data: names come in the connection's language. */
export const marketInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    assetIndex: build.query<AssetIndexEntry[], void>({
      query: () => socketQuery('asset_index', { asset_index: 1 }),
      transformResponse: (response: AssetIndexResponse) => response.asset_index,
    }),
    /** Each market's sessions on `date` (yyyy-mm-dd, GMT). */
    tradingTimes: build.query<TradingTimesMarket[], string>({
      query: (date) => socketQuery('trading_times', { trading_times: date }),
      transformResponse: (response: TradingTimesResponse) => response.trading_times.markets,
    }),
  }),
});

export const { useAssetIndexQuery, useTradingTimesQuery } = marketInfoApi;
