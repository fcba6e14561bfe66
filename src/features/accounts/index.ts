export { AccountsPage } from './AccountsPage';
export { LostPasswordPage } from './LostPasswordPage';
export { RealAccountPage } from './RealAccountPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SetCurrencyPage } from './SetCurrencyPage';
export { SignupPage } from './SignupPage';
export { VirtualAccountPage } from './VirtualAccountPage';
export { WelcomePage } from './WelcomePage';
