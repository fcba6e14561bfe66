export { CashierPasswordPage } from './CashierPasswordPage';
