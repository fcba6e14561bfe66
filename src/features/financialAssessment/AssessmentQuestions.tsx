import { localize } from '../../lib/localize';
import { FormField, type Form } from '../../ui/form';
import { ASSESSMENT_SECTIONS, type AssessmentQuestion, type QuestionName } from './assessment-questions';

export type AssessmentValues = Record<QuestionName, string>;

/**
 * Every question of the financial assessment as a required choice, one group per section: the
 * settings page and the financial account opening form both ask them with a form of `useForm`.
 */
export function AssessmentQuestions({ form }: { form: Form<AssessmentValues> }) {
  return (
    <>
      {ASSESSMENT_SECTIONS.map((section) => (
        <fieldset key={section.name} className="form__section assessment__section">
          <legend>{localize(section.title)}</legend>
          {section.questions.map((question) => (
            <QuestionField key={question.name} question={question} form={form} />
          ))}
        </fieldset>
      ))}
    </>
  );
}

function QuestionField({ question, form }: { question: AssessmentQuestion; form: Form<AssessmentValues> }) {
  return (
    <FormField label={localize(question.label)} error={form.errors[question.name]} required>
      {(control) => (
        <select
          {...control}
          name={question.name}
          value={form.values[question.name]}
          onChange={(event) => form.setValue(question.name, event.target.value)}
        >
          <option value="">{localize('Please select')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {localize(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
