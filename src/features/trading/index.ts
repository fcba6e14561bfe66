export { TradingPage } from './TradingPage';
