export { AssetIndexPage } from './AssetIndexPage';
export { TradingTimesPage } from './TradingTimesPage';
