import { accountSecurityHandlers } from './account-security';
import { accountSetupHandlers } from './account-setup';
import { accountStatusHandlers } from './account-status';
import { apiTokenHandlers } from './api-tokens';
import { balanceHandlers } from './balance';
import { buyHandlers } from './buy';
import { cashierHandlers } from './cashier';
import { countryHandlers } from './countries';
import { currencyHandlers } from './currencies';
import { financialAssessmentHandlers } from './financial-assessment';
import { documentUploadHandlers } from './document-upload';
import type { HandlerTable } from './handler';
import { mergeHandlerTables } from './handler-tables';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { loginHistoryHandlers } from './login-history';
import { marketHandlers } from './markets';
import { newAccountHandlers } from './new-accounts';
import { oauthAppHandlers } from './oauth-apps';
import { openContractHandlers } from './open-contracts';
import { passwordHandlers } from './passwords';
import { positionHandlers } from './positions';
import { proposalHandlers } from './proposal';
import { proposalArrayHandlers } from './proposal-array';
import { realityCheckHandlers } from './reality-check';
import { requestReportHandlers } from './request-report';
import { selfExclusionHandlers } from './self-exclusion';
import { sellHandlers } from './sell';
import { mt5AccountHandlers } from './mt5-accounts';
import { mt5FundHandlers } from './mt5-funds';
import { mt5PasswordHandlers } from './mt5-passwords';
import { paymentAgentHandlers } from './payment-agents';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { statementHandlers } from './statement';
import { streamHandlers } from './streams';
import { systemHandlers } from './system';
import { transactionHandlers } from './transaction-stream';
import { transferHandlers } from './transfers';
import { verifyEmailHandlers } from './verify-email';
import { virtualSignUpHandlers } from './virtual-sign-up';
import { virtualTopupHandlers } from './virtual-topup';
import { websiteStatusHandlers } from './website-status';

/** Every call the simulator answers, by msg_type; building it fails when two tables claim one call. */
export const handlers: HandlerTable = mergeHandlerTables({
  systemHandlers,
  streamHandlers,
  websiteStatusHandlers,
  sessionHandlers,
  settingsHandlers,
  accountStatusHandlers,
  balanceHandlers,
  limitsHandlers,
  landingCompanyHandlers,
  countryHandlers,
  currencyHandlers,
  verifyEmailHandlers,
  marketHandlers,
  statementHandlers,
  transactionHandlers,
  virtualTopupHandlers,
  realityCheckHandlers,
  virtualSignUpHandlers,
  newAccountHandlers,
  accountSetupHandlers,
  passwordHandlers,
  financialAssessmentHandlers,
  selfExclusionHandlers,
  apiTokenHandlers,
  oauthAppHandlers,
  loginHistoryHandlers,
  accountSecurityHandlers,
  requestReportHandlers,
  proposalHandlers,
  proposalArrayHandlers,
  buyHandlers,
  sellHandlers,
  openContractHandlers,
  positionHandlers,
  documentUploadHandlers,
  cashierHandlers,
  paymentAgentHandlers,
  transferHandlers,
  mt5AccountHandlers,
  mt5PasswordHandlers,
  mt5FundHandlers,
});
