export { CashierForwardPage, EpgCashierForwardPage } from './CashierForwardPage';
export { CashierInfoPage } from './CashierInfoPage';
export { PaymentMethodsPage } from './PaymentMethodsPage';
