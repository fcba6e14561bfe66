export { AccountTransferPage } from './AccountTransferPage';
