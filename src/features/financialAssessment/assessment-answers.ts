import type { AssessmentAnswers, FinancialAssessment } from '../../api/endpoints/profile';
import { required, type FieldRules } from '../../lib/validators';
import type { AssessmentValues } from './AssessmentQuestions';
import { ASSESSMENT_SECTIONS, QUESTION_NAMES } from './assessment-questions';

/** The form's values from the stored assessment: each stored answer, '' for a question not answered. */
export function assessmentValues(stored: FinancialAssessment): AssessmentValues {
  const text = (name: string) => {
    const answer = (stored as Record<string, unknown>)[name];
    return typeof answer === 'string' ? answer : '';
  };
  return Object.fromEntries(QUESTION_NAMES.map((name) => [name, text(name)])) as AssessmentValues;
}

/** Every question must be answered (accounts-and-money §5 "Financial assessment"). */
export const ASSESSMENT_RULES: FieldRules<AssessmentValues> = Object.fromEntries(
  QUESTION_NAMES.map((name) => [name, [required]]),
);

/** The answers grouped as set_financial_assessment takes them. */
export function assessmentAnswers(values: AssessmentValues): AssessmentAnswers {
  const sections = ASSESSMENT_SECTIONS.map((section) => [
    section.name,
    Object.fromEntries(section.questions.map(({ name }) => [name, values[name]])),
  ]);
  return Object.fromEntries(sections) as AssessmentAnswers;
}

/** Whether the values are the stored answers, every one. */
export function sameAnswers(values: AssessmentValues, stored: FinancialAssessment): boolean {
  const kept = assessmentValues(stored);
  return QUESTION_NAMES.every((name) => values[name] === kept[name]);
}
