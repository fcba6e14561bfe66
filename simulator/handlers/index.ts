import { accountStatusHandlers } from './account-status';
import { balanceHandlers } from './balance';
import { countryHandlers } from './countries';
import { currencyHandlers } from './currencies';
import type { HandlerTable } from './handler';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { marketHandlers } from './markets';
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
  ...marketHandlers,
};
