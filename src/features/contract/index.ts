export { ContractPopup } from './LazyContractPopup';
export { ContractRemainingTime } from './ContractRemainingTime';
export { useNewRows } from './useNewRows';
export { isTickTrade } from './contract-status';
export { TickTradeProgress } from './TickTradeProgress';
export { useContractParam } from './useContractParam';
