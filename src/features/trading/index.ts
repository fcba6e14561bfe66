export { TradingPage } from './TradingPage';
export { AnalysisTabs } from './analysis/AnalysisTabs';
export { EXPLANATIONS, type ExplanationLine, type ExplanationName } from './analysis/explanations';
export { LazyTradeChart } from './analysis/LazyTradeChart';
export { LoginLink } from './components/LoginLink';
export { moneyText } from './components/money-text';
export { PurchaseConfirmation } from './components/PurchaseConfirmation';
export {
  amountAcceptable,
  amountError,
  CONTRACT_FORMS,
  EQUAL_CONTRACT_TYPES,
  type ContractLabel,
  FALLBACK_MIN_PAYOUT,
  stepAmount,
} from './form';
export { TRADING_TEXTS, tradingError } from './trading-errors';
