export { TradingPage } from './TradingPage';
export { AnalysisTabs, type AnalysisTabId } from './analysis/AnalysisTabs';
export { EXPLANATIONS, type ExplanationLine, type ExplanationName } from './analysis/explanations';
export { LazyTradeChart } from './analysis/LazyTradeChart';
export { LoginLink } from './components/LoginLink';
export { moneyText } from './components/money-text';
export { PurchaseConfirmation } from './components/PurchaseConfirmation';
export {
  amountAcceptable,
  amountError,
  amountKeyAllowed,
  CONTRACT_FORMS,
  EQUAL_CONTRACT_TYPES,
  type ContractLabel,
  FALLBACK_MIN_PAYOUT,
  stepAmount,
  type FormName,
} from './form';
export { TRADING_TEXTS, tradingError } from './trading-errors';
