import { accountSecurityHandlers } from './account-security';
import { accountSetupHandlers } from './account-setup';
import { apiTokenHandlers } from './api-tokens';
import { financialAssessmentHandlers } from './financial-assessment';
import { loginHistoryHandlers } from './login-history';
import { newAccountHandlers } from './new-accounts';
import { oauthAppHandlers } from './oauth-apps';
import { passwordHandlers } from './passwords';
import { requestReportHandlers } from './request-report';
import { selfExclusionHandlers } from './self-exclusion';
import { virtualSignUpHandlers } from './virtual-sign-up';
import { accountStatusHandlers } from './account-status';
import { balanceHandlers } from './balance';
import { countryHandlers } from './countries';
import { currencyHandlers } from './currencies';
import type { HandlerTable } from './handler';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { realityCheckHandlers } from './reality-check';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { statementHandlers } from './statement';
import { streamHandlers } from './streams';
import { systemHandlers } from './system';
import { transactionHandlers } from './transaction-stream';
import { verifyEmailHandlers } from './verify-email';
import { virtualTopupHandlers } from './virtual-topup';
import { websiteStatusHandlers } from './website-status';

export const handlers: HandlerTable = {
  ...systemHandlers,
  ...streamHandlers,
  ...websiteStatusHandlers,
  ...sessionHandlers,
  ...settingsHandlers,
  ...accountStatusHandlers,
  ...balanceHandlers,
  ...limitsHandlers,
  ...landingCompanyHandlers,
  ...countryHandlers,
  ...currencyHandlers,
  ...verifyEmailHandlers,
  ...statementHandlers,
  ...transactionHandlers,
  ...virtualTopupHandlers,
  ...realityCheckHandlers,
  ...virtualSignUpHandlers,
  ...newAccountHandlers,
  ...accountSetupHandlers,
  ...passwordHandlers,
  ...financialAssessmentHandlers,
  ...selfExclusionHandlers,
  ...apiTokenHandlers,
  ...oauthAppHandlers,
  ...loginHistoryHandlers,
  ...accountSecurityHandlers,
  ...requestReportHandlers,
};
