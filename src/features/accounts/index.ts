export { LostPasswordPage } from './LostPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
export { VirtualAccountPage } from './VirtualAccountPage';
export { WelcomePage } from './WelcomePage';
