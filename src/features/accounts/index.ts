export { SignupPage } from './SignupPage';
export { VirtualAccountPage } from './VirtualAccountPage';
export { WelcomePage } from './WelcomePage';
