export { ContractPopup } from './ContractPopup';
