export { PaymentAgentListPage } from './PaymentAgentListPage';
export { PaymentAgentTransferPage } from './PaymentAgentTransferPage';
export { PaymentAgentWithdrawPage } from './PaymentAgentWithdrawPage';
