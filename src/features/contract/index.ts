export { ContractPopup } from './LazyContractPopup';
