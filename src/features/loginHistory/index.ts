export { LoginHistoryPage } from './LoginHistoryPage';
