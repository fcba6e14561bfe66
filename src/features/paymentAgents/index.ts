export { PaymentAgentListPage } from './PaymentAgentListPage';
export { PaymentAgentTransferPage } from './PaymentAgentTransferPage';
export { PaymentAgentWithdrawPage } from './PaymentAgentWithdrawPage';
export { DepositPrompt } from './DepositPrompt';
