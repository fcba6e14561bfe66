import { localize } from '../../lib/localize';

const INCOME = ['Less than $25,000', '$25,000 - $50,000', '$50,001 - $100,000', '$100,001 - $500,000', 'Over $500,000'];

/**
 * The financial-information questions new_account_maltainvest asks at opening (accounts-and-money
 * §7 "set_financial_assessment {selects}"), each with the answers the platform takes. The label of
 * each is read when the form is drawn, in the page's language.
 */
export const FINANCIAL_QUESTIONS = {
  income_source: {
    label: () => localize('Source of income'),
    options: [
      'Salaried Employee',
      'Self-Employed',
      'Investments & Dividends',
      'Pension',
      'State Benefits',
      'Savings & Inheritance',
    ],
  },
  employment_status: {
    label: () => localize('Employment status'),
    options: ['Employed', 'Pensioner', 'Self-Employed', 'Student', 'Unemployed'],
  },
  employment_industry: {
    label: () => localize('Industry of employment'),
    options: ['Construction', 'Education', 'Finance', 'Health', 'Tourism', 'Information & Communications Technology'],
  },
  occupation: {
    label: () => localize('Occupation'),
    options: ['Chief Executives, Senior Officials and Legislators', 'Managers', 'Professionals', 'Clerks', 'Students'],
  },
  source_of_wealth: {
    label: () => localize('Source of wealth'),
    options: ['Accumulation of Income/Savings', 'Cash Business', 'Company Ownership', 'Inheritance', 'Investments'],
  },
  education_level: {
    label: () => localize('Level of education'),
    options: ['Primary', 'Secondary', 'Tertiary'],
  },
  net_income: { label: () => localize('Net annual income'), options: INCOME },
  estimated_worth: {
    label: () => localize('Estimated net worth'),
    options: [
      'Less than $100,000',
      '$100,000 - $250,000',
      '$250,001 - $500,000',
      '$500,001 - $1,000,000',
      'Over $1,000,000',
    ],
  },
  account_turnover: { label: () => localize('Anticipated account turnover'), options: INCOME },
} as const satisfies Record<string, { label: () => string; options: readonly string[] }>;

export type FinancialQuestion = keyof typeof FINANCIAL_QUESTIONS;
export type FinancialAnswers = Record<FinancialQuestion, string>;
