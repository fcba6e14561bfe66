import { FINANCIAL_ANSWERS } from '../../../schemas/generated/types/financial-answers';

/** A question of the form: its name, its label, and the answers the contract allows for it. */
function question<Name extends keyof typeof FINANCIAL_ANSWERS, Label extends string>(name: Name, label: Label) {
  return { name, label, options: FINANCIAL_ANSWERS[name] };
}

/**
 * The financial assessment's questions (accounts-and-money §3 "Financial assessment"), by section, in
 * the order the form asks them. Each option is both the value the platform takes and, localized,
 * the text shown; the sections are the groups set_financial_assessment takes.
 */
const FINANCIAL_INFORMATION = [
  question('income_source', 'Income Source'),
  question('employment_status', 'Employment Status'),
  question('employment_industry', 'Industry of Employment'),
  question('occupation', 'Occupation'),
  question('source_of_wealth', 'Source of Wealth'),
  question('education_level', 'Level of Education'),
  question('net_income', 'Net Annual Income'),
  question('estimated_worth', 'Estimated Net Worth'),
  question('account_turnover', 'Anticipated Account Turnover'),
] as const;

const TRADING_EXPERIENCE = [
  question('forex_trading_experience', 'Forex trading experience'),
  question('forex_trading_frequency', 'Forex trading frequency'),
  question('binary_options_trading_experience', 'Binary options trading experience'),
  question('binary_options_trading_frequency', 'Binary options trading frequency'),
  question('cfd_trading_experience', 'CFDs trading experience'),
  question('cfd_trading_frequency', 'CFDs trading frequency'),
  question('other_instruments_trading_experience', 'Other financial instruments trading experience'),
  question('other_instruments_trading_frequency', 'Other financial instruments trading frequency'),
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
