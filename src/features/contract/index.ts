export { ContractPopup } from './LazyContractPopup';
export { ContractRemainingTime } from './ContractRemainingTime';
export { useNewRows } from './useNewRows';
