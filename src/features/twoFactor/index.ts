export { TwoFactorPage } from './TwoFactorPage';
