import { accountStatusHandlers } from './account-status';
import { balanceHandlers } from './balance';
import { buyHandlers } from './buy';
import { countryHandlers } from './countries';
import { currencyHandlers } from './currencies';
import type { HandlerTable } from './handler';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { marketHandlers } from './markets';
import { openContractHandlers } from './open-contracts';
import { positionHandlers } from './positions';
import { realityCheckHandlers } from './reality-check';
import { proposalHandlers } from './proposal';
import { proposalArrayHandlers } from './proposal-array';
import { sessionHandlers } from './session';
import { sellHandlers } from './sell';
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
  ...marketHandlers,
  ...statementHandlers,
  ...transactionHandlers,
  ...virtualTopupHandlers,
  ...realityCheckHandlers,
  ...buyHandlers,
  ...sellHandlers,
  ...openContractHandlers,
  ...positionHandlers,
  ...proposalHandlers,
  ...proposalArrayHandlers,
};
