import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_RULES,
  assessmentAnswers,
  assessmentValues,
  sameAnswers,
} from '../../src/features/financialAssessment/assessment-answers';
import { ASSESSMENT_SECTIONS, QUESTION_NAMES } from '../../src/features/financialAssessment/assessment-questions';
import { FINANCIAL_QUESTIONS, TRADING_QUESTIONS } from '../../simulator/domain/accounts/financial-assessment';
import { formErrors } from '../../src/lib/validators';

const PLATFORM = { financial_information: FINANCIAL_QUESTIONS, trading_experience: TRADING_QUESTIONS };

describe('the financial assessment questions', () => {
  it.each(ASSESSMENT_SECTIONS)("ask the platform's $name questions with its options", (section) => {
    const asked = Object.fromEntries(section.questions.map(({ name, options }) => [name, [...options]]));
    const offered = Object.fromEntries(
      Object.entries(PLATFORM[section.name]).map(([name, { options }]) => [name, [...options]]),
    );
    expect(asked).toEqual(offered);
  });

  it('require every answer', () => {
    const unanswered = assessmentValues({});
    expect(Object.keys(formErrors(unanswered, ASSESSMENT_RULES)).sort()).toEqual([...QUESTION_NAMES].sort());
  });

  it('send the answers grouped by section, and know when they are the stored ones', () => {
    const stored = { education_level: 'Primary', cfd_trading_experience: '0-1 year', total_score: 0 };
    const values = assessmentValues(stored);
    expect(values.education_level).toBe('Primary');
    expect(values.net_income).toBe('');
    expect(sameAnswers(values, stored)).toBe(true);
    expect(sameAnswers({ ...values, net_income: 'Over $500,000' }, stored)).toBe(false);
    const answers = assessmentAnswers({ ...values, net_income: 'Over $500,000' });
    expect(answers.financial_information).toMatchObject({ education_level: 'Primary', net_income: 'Over $500,000' });
    expect(answers.trading_experience).toMatchObject({ cfd_trading_experience: '0-1 year' });
    expect(Object.keys(answers.trading_experience)).not.toContain('education_level');
  });
});
