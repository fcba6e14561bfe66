import type { TestSocket } from './simulator';

/** The details a new real account asks of an Indonesian resident (an SVG account). */
export const REAL_ACCOUNT_DETAILS = {
  salutation: 'Ms',
  first_name: 'Sari',
  last_name: 'Wulandari',
  date_of_birth: '1992-06-15',
  residence: 'id',
  address_line_1: 'Jl. Merdeka 1',
  address_city: 'Bandung',
  phone: '+62 812 3456 7890',
  place_of_birth: 'id',
  account_opening_reason: 'Speculative',
};

/** The same person living in the UK, with what a European company asks more (postcode, tax, employment). */
export const UK_ACCOUNT_DETAILS = {
  ...REAL_ACCOUNT_DETAILS,
  residence: 'gb',
  citizen: 'gb',
  address_postcode: 'SW1A 1AA',
  tax_residence: 'gb',
  tax_identification_number: 'AB123456C',
  employment_status: 'Employed',
  secret_question: 'Favourite dish',
  secret_answer: 'Fish and chips',
};

/** Answers to the financial-information section of the financial assessment. */
export const FINANCIAL_INFORMATION = {
  account_turnover: '$25,000 - $50,000',
  education_level: 'Tertiary',
  employment_industry: 'Finance',
  employment_status: 'Employed',
  estimated_worth: '$100,000 - $250,000',
  income_source: 'Salaried Employee',
  net_income: '$50,001 - $100,000',
  occupation: 'Managers',
  source_of_wealth: 'Accumulation of Income/Savings',
};

/** Answers to the trading-experience section of the financial assessment. */
export const TRADING_EXPERIENCE = {
  binary_options_trading_experience: '1-2 years',
  binary_options_trading_frequency: '6-10 transactions in the past 12 months',
  cfd_trading_experience: 'Over 3 years',
  cfd_trading_frequency: '40 transactions or more in the past 12 months',
  forex_trading_experience: '0-1 year',
  forex_trading_frequency: '0-5 transactions in the past 12 months',
  other_instruments_trading_experience: '0-1 year',
  other_instruments_trading_frequency: '0-5 transactions in the past 12 months',
};

/**
 * Opens a real account (`new_account_real` with `request`) from the account `socket` is authorized
 * to, then authorizes the socket to the new account. Throws when the account is refused.
 */
export async function switchedToNewRealAccount(
  socket: TestSocket,
  request: Record<string, unknown>,
): Promise<TestSocket> {
  const reply = await socket.call({ new_account_real: 1, ...request });
  const opened = reply.new_account_real as { oauth_token: string } | undefined;
  if (!opened) throw new Error(`new_account_real refused: ${JSON.stringify(reply.error)}`);
  const login = await socket.call({ authorize: opened.oauth_token });
  if (login.error) throw new Error(`authorize failed: ${JSON.stringify(login.error)}`);
  return socket;
}
