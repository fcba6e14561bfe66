import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError, LandingCompanyDetailsRequest } from '../../../schemas/generated/types';
import {
  useNewAccountMaltainvestMutation,
  useNewAccountRealMutation,
  useResidenceListQuery,
  type NewRealAccount,
} from '../../api/endpoints/account-opening';
import { useLandingCompanyDetailsQuery } from '../../api/endpoints/notices';
import type { RequestPayload } from '../../lib/form-values';
import { localize } from '../../lib/localize';
import type { UpgradeTarget } from '../../lib/upgrade-target';
import {
  formFailure,
  FormFailureMessage,
  FormField,
  FormInput,
  SubmitButton,
  useForm,
  type LabelledControl,
} from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { switchToNewAccount, type Account } from '../session';
import { CheckboxField } from './CheckboxField';
import { ChoiceSelect } from './ChoiceSelect';
import { FINANCIAL_QUESTIONS, type FinancialAnswers, type FinancialQuestion } from './financial-questions';
import { financialAccountRequest, realAccountRequest } from './real-account-request';
import {
  citizenRequired,
  financialAccountRules,
  realAccountRules,
  SECRET_QUESTIONS,
  type FinancialAccountValues,
  type OpeningTerms,
  type RealAccountValues,
} from './real-account-rules';
import {
  ADDRESS_DETAILS,
  IDENTITY_DETAILS,
  PersonalDetailField,
  TAX_DETAILS,
  type PersonalDetail,
} from './PersonalDetailField';
import { RiskDisclaimer } from './RiskDisclaimer';
import { useDetailsRedirect } from './useDetailsRedirect';

const SET_CURRENCY_PAGE = 'user/set-currency.html';
const REAL_ACCOUNT_PAGE = 'new_account/realws';
const FINANCIAL_ACCOUNT_PAGE = 'new_account/maltainvestws';
/** The platform's code asking a financial client to accept the risk disclaimer first. */
const RISK_DISCLAIMER = 'show risk disclaimer';

const EMPTY_REAL: RealAccountValues = {
  salutation: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  place_of_birth: '',
  citizen: '',
  address_line_1: '',
  address_line_2: '',
  address_city: '',
  address_state: '',
  address_postcode: '',
  phone: '',
  account_opening_reason: '',
  tax_residence: '',
  tax_identification_number: '',
  secret_question: '',
  secret_answer: '',
  tnc: false,
  not_pep: false,
};

const EMPTY_FINANCIAL: FinancialAccountValues = {
  ...EMPTY_REAL,
  ...(Object.fromEntries(Object.keys(FINANCIAL_QUESTIONS).map((field) => [field, ''])) as FinancialAnswers),
  professional: false,
  confirmation: false,
};

/**
 * The form that opens a real or a financial account for a client who may upgrade to one
 * (accounts-and-money §3, §4, §5): personal details, address and phone, the secret question where
 * the company asks for it, the tax details, and for a financial account the financial information
 * and the client type; then the terms and the not-PEP confirmation. The new account is kept beside
 * the others and becomes the active one, and the client goes on to choose its currency. A financial
 * request the platform answers with its risk disclaimer hides the form for the disclaimer, whose
 * acceptance sends the request again with accept_risk. A refusal shows under the form.
 */
export function AccountOpeningForm({ account, target }: { account: Account; target: UpgradeTarget }) {
  const { lang = 'en' } = useParams();
  const timers = useTimers();
  const financial = target.kind === 'financial';
  const residence = account.country;
  const { data: countries = [] } = useResidenceListQuery();
  const company = target.company as LandingCompanyDetailsRequest['landing_company_details'];
  const { data: companyDetails } = useLandingCompanyDetailsQuery(company);
  const [openReal] = useNewAccountRealMutation();
  const [openFinancial] = useNewAccountMaltainvestMutation();
  const [sent, setSent] = useState<RequestPayload<FinancialAccountValues>>();
  const [accepting, setAccepting] = useState(false);
  const [riskRefusal, setRiskRefusal] = useState<ApiError>();
  const toDetails = useDetailsRedirect(financial ? FINANCIAL_ACCOUNT_PAGE : REAL_ACCOUNT_PAGE);

  const terms: OpeningTerms = {
    residence,
    company: target.company,
    asksSecretQuestion: companyDetails?.requirements?.signup?.includes('secret_question') ?? false,
    nowMs: timers.now(),
  };
  const opened = (reply: NewRealAccount) =>
    switchToNewAccount(
      { loginid: reply.client_id, token: reply.oauth_token, currency: reply.currency ?? '' },
      `/${lang}/${SET_CURRENCY_PAGE}`,
    );
  const sendFinancial = (payload: RequestPayload<FinancialAccountValues>, acceptRisk: boolean) =>
    openFinancial({ ...financialAccountRequest(payload, residence), ...(acceptRisk && { accept_risk: 1 }) }).unwrap();
  const form = useForm<FinancialAccountValues, NewRealAccount>({
    initialValues: financial ? EMPTY_FINANCIAL : (EMPTY_REAL as FinancialAccountValues),
    rules: financial ? financialAccountRules(terms) : realAccountRules(terms),
    submit: (payload) => {
      setSent(payload);
      const opening = financial
        ? sendFinancial(payload, false)
        : openReal(realAccountRequest(payload, residence)).unwrap();
      return opening.catch((error: ApiError) => {
        toDetails(error);
        throw error;
      });
    },
    onSuccess: opened,
  });

  if (form.refusal?.code === RISK_DISCLAIMER && sent) {
    const payload = sent;
    const accept = () => {
      setAccepting(true);
      setRiskRefusal(undefined);
      sendFinancial(payload, true)
        .then(opened)
        .catch((error: ApiError) => setRiskRefusal(error))
        .finally(() => setAccepting(false));
    };
    return (
      <RiskDisclaimer
        message={form.refusal.message}
        busy={accepting}
        failure={riskRefusal && formFailure(riskRefusal, false)}
        onAccept={accept}
      />
    );
  }

  const residenceName = countries.find((country) => country.value === residence)?.text ?? residence.toUpperCase();
  const detail = (name: PersonalDetail, required?: boolean) => (
    <PersonalDetailField
      key={name}
      name={name}
      form={form}
      countries={countries}
      residence={residence}
      required={required}
    />
  );
  const choice = (
    name: 'secret_question' | FinancialQuestion,
    control: LabelledControl,
    choices: readonly { value: string; text: string }[],
  ) => (
    <ChoiceSelect
      {...control}
      name={name}
      choices={choices}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
    />
  );
  const box = (name: 'tnc' | 'not_pep' | 'professional' | 'confirmation', label: string) => (
    <CheckboxField
      name={name}
      label={label}
      checked={form.values[name]}
      error={form.errors[name]}
      onChange={(checked) => form.setValue(name, checked)}
    />
  );
  // The financial answers are the platform's own values, shown as it words them.
  const asIs = (values: readonly string[]) => values.map((value) => ({ value, text: value }));

  return (
    <form className="form real-account__form" onSubmit={form.onSubmit} noValidate>
      <fieldset className="form__section">
        <legend>{localize('Personal details')}</legend>
        {IDENTITY_DETAILS.map((name) =>
          detail(name, name === 'citizen' ? financial || citizenRequired(target.company) : undefined),
        )}
      </fieldset>
      <fieldset className="form__section">
        <legend>{localize('Address and phone')}</legend>
        <p className="real-account__residence">
          <span className="form__label">{localize('Country of residence')}</span>
          <span data-testid="residence">{residenceName}</span>
        </p>
        {ADDRESS_DETAILS.map((name) => detail(name))}
      </fieldset>
      {terms.asksSecretQuestion && (
        <fieldset className="form__section real-account__section--wide">
          <legend>{localize('Security')}</legend>
          <FormField label={localize('Secret question')} error={form.errors.secret_question} required>
            {(control) =>
              choice(
                'secret_question',
                control,
                SECRET_QUESTIONS.map((question) => ({ value: question, text: localize(question) })),
              )
            }
          </FormField>
          <FormInput form={form} name="secret_answer" label={localize('Secret answer')} required autoComplete="off" />
        </fieldset>
      )}
      <fieldset className="form__section real-account__section--wide">
        <legend>{financial ? localize('Tax information') : localize('Tax information (optional)')}</legend>
        {TAX_DETAILS.map((name) => detail(name, financial))}
      </fieldset>
      {financial && (
        <fieldset className="form__section real-account__section--wide">
          <legend>{localize('Financial information')}</legend>
          {(Object.keys(FINANCIAL_QUESTIONS) as FinancialQuestion[]).map((question) => (
            <FormField
              key={question}
              label={FINANCIAL_QUESTIONS[question].label()}
              error={form.errors[question]}
              required
            >
              {(control) => choice(question, control, asIs(FINANCIAL_QUESTIONS[question].options))}
            </FormField>
          ))}
        </fieldset>
      )}
      <div className="real-account__footer">
        {financial && box('professional', localize('I want to be treated as a professional client.'))}
        {financial && box('confirmation', localize('All the information above is true and complete.'))}
        {box('tnc', localize('I have read and accept the terms and conditions.'))}
        {box('not_pep', localize('I am not a politically exposed person.'))}
        <FormFailureMessage failure={form.failure} />
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Open account')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
