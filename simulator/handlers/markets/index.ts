import type { HandlerTable } from '../handler';
import { mergeHandlerTables } from '../handler-tables';
import { activeSymbolsHandlers } from './active-symbols';
import { assetIndexHandlers } from './asset-index';
import { contractsForHandlers } from './contracts-for';
import { ticksHandlers } from './ticks';
import { ticksHistoryHandlers } from './ticks-history';
import { tradingTimesHandlers } from './trading-times';

/** Symbols, trading times, offerings and the feed. */
export const marketHandlers: HandlerTable = mergeHandlerTables({
  activeSymbolsHandlers,
  tradingTimesHandlers,
  assetIndexHandlers,
  contractsForHandlers,
  ticksHandlers,
  ticksHistoryHandlers,
});
