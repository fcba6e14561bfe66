import { accountStatusHandlers } from './account-status';
import { balanceHandlers } from './balance';
import { cashierHandlers } from './cashier';
import { countryHandlers } from './countries';
import { currencyHandlers } from './currencies';
import type { HandlerTable } from './handler';
import { landingCompanyHandlers } from './landing-company';
import { limitsHandlers } from './limits';
import { mt5AccountHandlers } from './mt5-accounts';
import { mt5FundHandlers } from './mt5-funds';
import { mt5PasswordHandlers } from './mt5-passwords';
import { paymentAgentHandlers } from './payment-agents';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { streamHandlers } from './streams';
import { systemHandlers } from './system';
import { transferHandlers } from './transfers';
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
  ...cashierHandlers,
  ...paymentAgentHandlers,
  ...transferHandlers,
  ...mt5AccountHandlers,
  ...mt5PasswordHandlers,
  ...mt5FundHandlers,
};
