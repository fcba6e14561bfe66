export { AccountsPage } from './AccountsPage';
export { FinancialAccountPage } from './FinancialAccountPage';
export { LostPasswordPage } from './LostPasswordPage';
export { RealAccountPage } from './RealAccountPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SetCurrencyPage } from './SetCurrencyPage';
export { SignupPage } from './SignupPage';
export { VirtualAccountPage } from './VirtualAccountPage';
export { WelcomePage } from './WelcomePage';
export { CountrySelect } from './CountrySelect';
export {
  ADDRESS_DETAILS,
  DETAIL_LABELS,
  IDENTITY_DETAILS,
  PersonalDetailField,
  TAX_DETAILS,
  type PersonalDetail,
} from './PersonalDetailField';
export {
  ACCOUNT_OPENING_REASONS,
  personalDetailRules,
  SALUTATIONS,
  type PersonalDetailValues,
} from './real-account-rules';
