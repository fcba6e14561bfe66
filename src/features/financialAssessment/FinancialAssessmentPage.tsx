import { useState } from 'react';
import { useSelector } from 'react-redux';
import {
  useFinancialAssessmentQuery,
  useSetFinancialAssessmentMutation,
  type FinancialAssessment,
} from '../../api/endpoints/profile';
import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import { ProfileMessage } from '../../ui/ProfileMessage';
import { Spinner } from '../../ui/Spinner';
import { selectLoggedInAccount } from '../session';
import { AssessmentQuestions, type AssessmentValues } from './AssessmentQuestions';
import { ASSESSMENT_RULES, assessmentAnswers, assessmentValues, sameAnswers } from './assessment-answers';
import '../../ui/profile-page.css';
import './financial-assessment.css';

/**
 * user/settings/assessmentws (real accounts): the financial assessment, every question required.
 * Unchanged answers are not sent; saved ones are kept with the scores the platform gives them.
 */
export function FinancialAssessmentPage() {
  const account = useSelector(selectLoggedInAccount);
  const loginid = account?.loginid ?? '';
  const { data: stored, error } = useFinancialAssessmentQuery(loginid, { skip: !account });
  if (error) return <ProfileMessage kind="error">{(error as { message?: string }).message}</ProfileMessage>;
  if (!stored) return <Spinner />;
  return <AssessmentForm key={loginid} loginid={loginid} stored={stored} />;
}

type Outcome = 'unchanged' | 'saved';

function AssessmentForm({ loginid, stored }: { loginid: string; stored: FinancialAssessment }) {
  const [save] = useSetFinancialAssessmentMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<AssessmentValues, Outcome>({
    initialValues: assessmentValues(stored),
    rules: ASSESSMENT_RULES,
    submit: async (values) => {
      setOutcome(undefined);
      if (sameAnswers(values, stored)) return 'unchanged';
      await save({ loginid, answers: assessmentAnswers(values) }).unwrap();
      return 'saved';
    },
    onSuccess: setOutcome,
  });
  return (
    <section className="card profile-page assessment" data-testid="financial-assessment">
      <h1 className="profile-page__title">{localize('Financial Assessment')}</h1>
      <p className="profile-page__intro">
        {localize(
          'Please answer every question: the answers help us understand your trading knowledge and experience.',
        )}
      </p>
      <form className="form assessment__form" onSubmit={form.onSubmit} noValidate>
        <AssessmentQuestions form={form} />
        <FormFailureMessage failure={form.failure} />
        {outcome === 'unchanged' && (
          <ProfileMessage kind="notice">{localize('You did not change anything.')}</ProfileMessage>
        )}
        {outcome === 'saved' && (
          <ProfileMessage kind="success">{localize('Your changes have been updated successfully.')}</ProfileMessage>
        )}
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Update')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
