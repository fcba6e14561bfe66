import { FINANCIAL_ANSWERS } from '../../../schemas/generated/types/financial-answers';
import { localize } from '../../lib/localize';

/**
 * The financial-information questions new_account_maltainvest asks at opening (accounts-and-money
 * §7 "set_financial_assessment {selects}"), each with the answers the platform takes. The label of
 * each is read when the form is drawn, in the page's language.
 */
export const FINANCIAL_QUESTIONS = {
  income_source: {
    label: () => localize('Source of income'),
    options: FINANCIAL_ANSWERS.income_source,
  },
  employment_status: {
    label: () => localize('Employment status'),
    options: FINANCIAL_ANSWERS.employment_status,
  },
  employment_industry: {
    label: () => localize('Industry of employment'),
    options: FINANCIAL_ANSWERS.employment_industry,
  },
  occupation: {
    label: () => localize('Occupation'),
    options: FINANCIAL_ANSWERS.occupation,
  },
  source_of_wealth: {
    label: () => localize('Source of wealth'),
    options: FINANCIAL_ANSWERS.source_of_wealth,
  },
  education_level: {
    label: () => localize('Level of education'),
    options: FINANCIAL_ANSWERS.education_level,
  },
  net_income: { label: () => localize('Net annual income'), options: FINANCIAL_ANSWERS.net_income },
  estimated_worth: {
    label: () => localize('Estimated net worth'),
    options: FINANCIAL_ANSWERS.estimated_worth,
  },
  account_turnover: {
    label: () => localize('Anticipated account turnover'),
    options: FINANCIAL_ANSWERS.account_turnover,
  },
} as const satisfies Record<string, { label: () => string; options: readonly string[] }>;

export type FinancialQuestion = keyof typeof FINANCIAL_QUESTIONS;
export type FinancialAnswers = Record<FinancialQuestion, string>;
