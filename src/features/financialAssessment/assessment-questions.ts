import { FINANCIAL_ANSWERS } from '../../../schemas/generated/types/financial-answers';

/**
 * The financial assessment's questions (accounts-and-money §3 "Financial assessment"), by section, in
 * the order the form asks them. Each option is both the value the platform takes and, localized,
 * the text shown; the sections are the groups set_financial_assessment takes.
 */
const FINANCIAL_INFORMATION = [
  {
    name: 'income_source',
    label: 'Income Source',
    options: FINANCIAL_ANSWERS.income_source,
  },
  {
    name: 'employment_status',
    label: 'Employment Status',
    options: FINANCIAL_ANSWERS.employment_status,
  },
  {
    name: 'employment_industry',
    label: 'Industry of Employment',
    options: FINANCIAL_ANSWERS.employment_industry,
  },
  {
    name: 'occupation',
    label: 'Occupation',
    options: FINANCIAL_ANSWERS.occupation,
  },
  {
    name: 'source_of_wealth',
    label: 'Source of Wealth',
    options: FINANCIAL_ANSWERS.source_of_wealth,
  },
  { name: 'education_level', label: 'Level of Education', options: FINANCIAL_ANSWERS.education_level },
  { name: 'net_income', label: 'Net Annual Income', options: FINANCIAL_ANSWERS.net_income },
  { name: 'estimated_worth', label: 'Estimated Net Worth', options: FINANCIAL_ANSWERS.estimated_worth },
  { name: 'account_turnover', label: 'Anticipated Account Turnover', options: FINANCIAL_ANSWERS.account_turnover },
] as const;

const TRADING_EXPERIENCE = [
  {
    name: 'forex_trading_experience',
    label: 'Forex trading experience',
    options: FINANCIAL_ANSWERS.forex_trading_experience,
  },
  {
    name: 'forex_trading_frequency',
    label: 'Forex trading frequency',
    options: FINANCIAL_ANSWERS.forex_trading_frequency,
  },
  {
    name: 'binary_options_trading_experience',
    label: 'Binary options trading experience',
    options: FINANCIAL_ANSWERS.binary_options_trading_experience,
  },
  {
    name: 'binary_options_trading_frequency',
    label: 'Binary options trading frequency',
    options: FINANCIAL_ANSWERS.binary_options_trading_frequency,
  },
  {
    name: 'cfd_trading_experience',
    label: 'CFDs trading experience',
    options: FINANCIAL_ANSWERS.cfd_trading_experience,
  },
  { name: 'cfd_trading_frequency', label: 'CFDs trading frequency', options: FINANCIAL_ANSWERS.cfd_trading_frequency },
  {
    name: 'other_instruments_trading_experience',
    label: 'Other financial instruments trading experience',
    options: FINANCIAL_ANSWERS.other_instruments_trading_experience,
  },
  {
    name: 'other_instruments_trading_frequency',
    label: 'Other financial instruments trading frequency',
    options: FINANCIAL_ANSWERS.other_instruments_trading_frequency,
  },
] as const;

export const ASSESSMENT_SECTIONS = [
  { name: 'financial_information', title: 'Financial Information', questions: FINANCIAL_INFORMATION },
  { name: 'trading_experience', title: 'Trading Experience', questions: TRADING_EXPERIENCE },
] as const;

export type AssessmentSection = (typeof ASSESSMENT_SECTIONS)[number];
export type AssessmentQuestion = AssessmentSection['questions'][number];
export type QuestionName = AssessmentQuestion['name'];

/** Every question's name, in the form's order. */
export const QUESTION_NAMES: readonly QuestionName[] = ASSESSMENT_SECTIONS.flatMap((section) =>
  section.questions.map((question) => question.name),
);
