import type { AssessmentAnswers } from '../security/model';

/** One question of the financial assessment: its options in rising order when `scored`. */
interface Question {
  options: readonly string[];
  /** Option i scores i points; unscored questions count 0. */
  scored: boolean;
}

const EXPERIENCE = ['0-1 year', '1-2 years', 'Over 3 years'];
const FREQUENCY = [
  '0-5 transactions in the past 12 months',
  '6-10 transactions in the past 12 months',
  '11-39 transactions in the past 12 months',
  '40 transactions or more in the past 12 months',
];
const INCOME = ['Less than $25,000', '$25,000 - $50,000', '$50,001 - $100,000', '$100,001 - $500,000', 'Over $500,000'];
const WORTH = [
  'Less than $100,000',
  '$100,000 - $250,000',
  '$250,001 - $500,000',
  '$500,001 - $1,000,000',
  'Over $1,000,000',
];

const experience: Question = { options: EXPERIENCE, scored: true };
const frequency: Question = { options: FREQUENCY, scored: true };

/** Questions of the trading-experience section; the cfd ones also make the CFD score. */
export const TRADING_QUESTIONS: Readonly<Record<string, Question>> = {
  binary_options_trading_experience: experience,
  binary_options_trading_frequency: frequency,
  cfd_trading_experience: experience,
  cfd_trading_frequency: frequency,
  forex_trading_experience: experience,
  forex_trading_frequency: frequency,
  other_instruments_trading_experience: experience,
  other_instruments_trading_frequency: frequency,
};
const CFD_QUESTIONS = ['cfd_trading_experience', 'cfd_trading_frequency'];

/** Questions of the financial-information section. */
export const FINANCIAL_QUESTIONS: Readonly<Record<string, Question>> = {
  account_turnover: { options: INCOME, scored: true },
  education_level: { options: ['Primary', 'Secondary', 'Tertiary'], scored: true },
  employment_industry: {
    options: ['Construction', 'Education', 'Finance', 'Health', 'Tourism', 'Information & Communications Technology'],
    scored: false,
  },
  employment_status: { options: ['Employed', 'Pensioner', 'Self-Employed', 'Student', 'Unemployed'], scored: false },
  estimated_worth: { options: WORTH, scored: true },
  income_source: {
    options: [
      'Salaried Employee',
      'Self-Employed',
      'Investments & Dividends',
      'Pension',
      'State Benefits',
      'Savings & Inheritance',
    ],
    scored: false,
  },
  net_income: { options: INCOME, scored: true },
  occupation: {
    options: ['Chief Executives, Senior Officials and Legislators', 'Managers', 'Professionals', 'Clerks', 'Students'],
    scored: false,
  },
  source_of_wealth: {
    options: ['Accumulation of Income/Savings', 'Cash Business', 'Company Ownership', 'Inheritance', 'Investments'],
    scored: false,
  },
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
