import { FINANCIAL_ANSWERS } from '../../../schemas/generated/types/financial-answers';
import type { AssessmentAnswers } from '../security/model';

/** One question of the financial assessment: the answers the contract allows, in rising order when `scored`. */
interface Question {
  options: readonly string[];
  /** Option i scores i points; unscored questions count 0. */
  scored: boolean;
}

const scored = (options: readonly string[]): Question => ({ options, scored: true });
const unscored = (options: readonly string[]): Question => ({ options, scored: false });

/** Questions of the trading-experience section; the cfd ones also make the CFD score. */
export const TRADING_QUESTIONS: Readonly<Record<string, Question>> = {
  binary_options_trading_experience: scored(FINANCIAL_ANSWERS.binary_options_trading_experience),
  binary_options_trading_frequency: scored(FINANCIAL_ANSWERS.binary_options_trading_frequency),
  cfd_trading_experience: scored(FINANCIAL_ANSWERS.cfd_trading_experience),
  cfd_trading_frequency: scored(FINANCIAL_ANSWERS.cfd_trading_frequency),
  forex_trading_experience: scored(FINANCIAL_ANSWERS.forex_trading_experience),
  forex_trading_frequency: scored(FINANCIAL_ANSWERS.forex_trading_frequency),
  other_instruments_trading_experience: scored(FINANCIAL_ANSWERS.other_instruments_trading_experience),
  other_instruments_trading_frequency: scored(FINANCIAL_ANSWERS.other_instruments_trading_frequency),
};
const CFD_QUESTIONS = ['cfd_trading_experience', 'cfd_trading_frequency'];

/** Questions of the financial-information section. */
export const FINANCIAL_QUESTIONS: Readonly<Record<string, Question>> = {
  account_turnover: scored(FINANCIAL_ANSWERS.account_turnover),
  education_level: scored(FINANCIAL_ANSWERS.education_level),
  employment_industry: unscored(FINANCIAL_ANSWERS.employment_industry),
  employment_status: unscored(FINANCIAL_ANSWERS.employment_status),
  estimated_worth: scored(FINANCIAL_ANSWERS.estimated_worth),
  income_source: unscored(FINANCIAL_ANSWERS.income_source),
  net_income: scored(FINANCIAL_ANSWERS.net_income),
  occupation: unscored(FINANCIAL_ANSWERS.occupation),
  source_of_wealth: unscored(FINANCIAL_ANSWERS.source_of_wealth),
};

export interface AssessmentScores {
  cfd_score: number;
  financial_information_score: number;
  total_score: number;
  trading_score: number;
}

/** The first problem with a section's answers (field -> message), or undefined when every question is answered well. */
export function sectionProblems(
  answers: Record<string, unknown>,
  questions: Readonly<Record<string, Question>>,
): Record<string, string> | undefined {
  for (const field of Object.keys(answers))
    if (!Object.hasOwn(questions, field)) return { [field]: 'Unknown question.' };
  for (const [field, question] of Object.entries(questions)) {
    const answer = answers[field];
    if (answer === undefined) return { [field]: 'This field is required.' };
    if (typeof answer !== 'string' || !question.options.includes(answer)) return { [field]: 'Not a valid option.' };
  }
  return undefined;
}

function scoreOf(answers: AssessmentAnswers, questions: Readonly<Record<string, Question>>, only?: string[]): number {
  return Object.entries(questions)
    .filter(([field, question]) => question.scored && (!only || only.includes(field)))
    .reduce((sum, [field, question]) => sum + Math.max(0, question.options.indexOf(answers[field] ?? '')), 0);
}

export function assessmentScores(answers: AssessmentAnswers): AssessmentScores {
  const trading = scoreOf(answers, TRADING_QUESTIONS);
  const financial = scoreOf(answers, FINANCIAL_QUESTIONS);
  return {
    cfd_score: scoreOf(answers, TRADING_QUESTIONS, CFD_QUESTIONS),
    financial_information_score: financial,
    total_score: trading + financial,
    trading_score: trading,
  };
}

/** Whether the answers cover a whole section. */
export function sectionComplete(answers: AssessmentAnswers, questions: Readonly<Record<string, Question>>): boolean {
  return Object.keys(questions).every((field) => answers[field] !== undefined);
}
