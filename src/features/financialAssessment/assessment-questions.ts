/**
 * The financial assessment's questions (accounts-and-money §3 "Financial assessment"), by section, in
 * the order the form asks them. Each option is both the value the platform takes and, localized,
 * the text shown; the sections are the groups set_financial_assessment takes.
 */
const EXPERIENCE = ['0-1 year', '1-2 years', 'Over 3 years'] as const;
const FREQUENCY = [
  '0-5 transactions in the past 12 months',
  '6-10 transactions in the past 12 months',
  '11-39 transactions in the past 12 months',
  '40 transactions or more in the past 12 months',
] as const;
const INCOME = [
  'Less than $25,000',
  '$25,000 - $50,000',
  '$50,001 - $100,000',
  '$100,001 - $500,000',
  'Over $500,000',
] as const;
const WORTH = [
  'Less than $100,000',
  '$100,000 - $250,000',
  '$250,001 - $500,000',
  '$500,001 - $1,000,000',
  'Over $1,000,000',
] as const;

const FINANCIAL_INFORMATION = [
  {
    name: 'income_source',
    label: 'Income Source',
    options: [
      'Salaried Employee',
      'Self-Employed',
      'Investments & Dividends',
      'Pension',
      'State Benefits',
      'Savings & Inheritance',
    ],
  },
  {
    name: 'employment_status',
    label: 'Employment Status',
    options: ['Employed', 'Pensioner', 'Self-Employed', 'Student', 'Unemployed'],
  },
  {
    name: 'employment_industry',
    label: 'Industry of Employment',
    options: ['Construction', 'Education', 'Finance', 'Health', 'Tourism', 'Information & Communications Technology'],
  },
  {
    name: 'occupation',
    label: 'Occupation',
    options: ['Chief Executives, Senior Officials and Legislators', 'Managers', 'Professionals', 'Clerks', 'Students'],
  },
  {
    name: 'source_of_wealth',
    label: 'Source of Wealth',
    options: ['Accumulation of Income/Savings', 'Cash Business', 'Company Ownership', 'Inheritance', 'Investments'],
  },
  { name: 'education_level', label: 'Level of Education', options: ['Primary', 'Secondary', 'Tertiary'] },
  { name: 'net_income', label: 'Net Annual Income', options: INCOME },
  { name: 'estimated_worth', label: 'Estimated Net Worth', options: WORTH },
  { name: 'account_turnover', label: 'Anticipated Account Turnover', options: INCOME },
] as const;

const TRADING_EXPERIENCE = [
  { name: 'forex_trading_experience', label: 'Forex trading experience', options: EXPERIENCE },
  { name: 'forex_trading_frequency', label: 'Forex trading frequency', options: FREQUENCY },
  { name: 'binary_options_trading_experience', label: 'Binary options trading experience', options: EXPERIENCE },
  { name: 'binary_options_trading_frequency', label: 'Binary options trading frequency', options: FREQUENCY },
  { name: 'cfd_trading_experience', label: 'CFDs trading experience', options: EXPERIENCE },
  { name: 'cfd_trading_frequency', label: 'CFDs trading frequency', options: FREQUENCY },
  {
    name: 'other_instruments_trading_experience',
    label: 'Other financial instruments trading experience',
    options: EXPERIENCE,
  },
  {
    name: 'other_instruments_trading_frequency',
    label: 'Other financial instruments trading frequency',
    options: FREQUENCY,
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
