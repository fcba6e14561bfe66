/**
 * The answers set_financial_assessment takes to each financial-information question
 * (accounts-and-money §3, §7): the account opening and the financial assessment ask the same ones.
 * Each is both the value sent and, localized, the text shown.
 */
const INCOME = [
  'Less than $25,000',
  '$25,000 - $50,000',
  '$50,001 - $100,000',
  '$100,001 - $500,000',
  'Over $500,000',
] as const;

export const FINANCIAL_ANSWERS = {
  income_source: [
    'Salaried Employee',
    'Self-Employed',
    'Investments & Dividends',
    'Pension',
    'State Benefits',
    'Savings & Inheritance',
  ],
  employment_status: ['Employed', 'Pensioner', 'Self-Employed', 'Student', 'Unemployed'],
  employment_industry: [
    'Construction',
    'Education',
    'Finance',
    'Health',
    'Tourism',
    'Information & Communications Technology',
  ],
  occupation: ['Chief Executives, Senior Officials and Legislators', 'Managers', 'Professionals', 'Clerks', 'Students'],
  source_of_wealth: [
    'Accumulation of Income/Savings',
    'Cash Business',
    'Company Ownership',
    'Inheritance',
    'Investments',
  ],
  education_level: ['Primary', 'Secondary', 'Tertiary'],
  net_income: INCOME,
  estimated_worth: [
    'Less than $100,000',
    '$100,000 - $250,000',
    '$250,001 - $500,000',
    '$500,001 - $1,000,000',
    'Over $1,000,000',
  ],
  account_turnover: INCOME,
} as const;
