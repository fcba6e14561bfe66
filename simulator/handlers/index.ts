import { accountSecurityHandlers } from './account-security';
import { accountStatisticsHandlers } from './account-statistics';
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
import { documentUploadHandlers } from './document-upload';
import type { HandlerTable } from './handler';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { streamHandlers } from './streams';
import { systemHandlers } from './system';
import { verifyEmailHandlers } from './verify-email';
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
  ...documentUploadHandlers,
  ...accountStatisticsHandlers,
};
