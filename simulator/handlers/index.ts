import { accountSecurityHandlers } from './accounts/account-security';
import { accountSetupHandlers } from './accounts/account-setup';
import { accountStatusHandlers } from './accounts/account-status';
import { apiTokenHandlers } from './accounts/api-tokens';
import { balanceHandlers } from './money/balance';
import { buyHandlers } from './contracts/buy';
import { cashierHandlers } from './money/cashier';
import { countryHandlers } from './accounts/countries';
import { currencyHandlers } from './money/currencies';
import { financialAssessmentHandlers } from './accounts/financial-assessment';
import { documentUploadHandlers } from './accounts/document-upload';
import type { HandlerTable } from './handler';
import { mergeHandlerTables } from './handler-tables';
import { landingCompanyHandlers } from './accounts/landing-company';
import { limitsHandlers } from './money/limits';
import { loginHistoryHandlers } from './accounts/login-history';
import { marketHandlers } from './markets';
import { newAccountHandlers } from './accounts/new-accounts';
import { oauthAppHandlers } from './accounts/oauth-apps';
import { openContractHandlers } from './contracts/open-contracts';
import { passwordHandlers } from './accounts/passwords';
import { positionHandlers } from './contracts/positions';
import { proposalHandlers } from './contracts/proposal';
import { proposalArrayHandlers } from './contracts/proposal-array';
import { realityCheckHandlers } from './accounts/reality-check';
import { requestReportHandlers } from './accounts/request-report';
import { selfExclusionHandlers } from './accounts/self-exclusion';
import { sellHandlers } from './contracts/sell';
import { mt5AccountHandlers } from './money/mt5-accounts';
import { mt5FundHandlers } from './money/mt5-funds';
import { mt5PasswordHandlers } from './money/mt5-passwords';
import { paymentAgentHandlers } from './money/payment-agents';
import { sessionHandlers } from './accounts/session';
import { settingsHandlers } from './accounts/settings';
import { statementHandlers } from './money/statement';
import { streamHandlers } from './system/streams';
import { systemHandlers } from './system/system';
import { transactionHandlers } from './money/transaction-stream';
import { transferHandlers } from './money/transfers';
import { verifyEmailHandlers } from './accounts/verify-email';
import { virtualSignUpHandlers } from './accounts/virtual-sign-up';
import { virtualTopupHandlers } from './money/virtual-topup';
import { websiteStatusHandlers } from './system/website-status';

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
