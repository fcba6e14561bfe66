import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import {
  useNewAccountRealMutation,
  useResidenceListQuery,
  type NewRealAccount,
} from '../../api/endpoints/account-opening';
import { rememberDetailsRedirect } from '../../lib/details-redirect';
import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import { useHasPage } from '../../ui/page-links';
import { switchToNewAccount, type Account } from '../session';
import { PersonalDetailField, type PersonalDetail } from './PersonalDetailField';
import { realAccountRequest } from './real-account-request';
import { realAccountRules, type RealAccountValues } from './real-account-rules';

const SET_CURRENCY_PAGE = 'user/set-currency.html';
const REAL_ACCOUNT_PAGE = 'new_account/realws';
const DETAILS_PAGE = 'user/settings/detailsws';
/** Refusals that send the client to complete their personal details (accounts-and-money §8 "Account opening"). */
const DETAILS_MISSING = new Set(['InsufficientAccountDetails', 'InputValidationFailed']);

const IDENTITY: readonly PersonalDetail[] = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'place_of_birth',
  'citizen',
  'account_opening_reason',
];
const ADDRESS: readonly PersonalDetail[] = [
  'address_line_1',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postcode',
  'phone',
];
const TAX: readonly PersonalDetail[] = ['tax_residence', 'tax_identification_number'];

const EMPTY_FORM: RealAccountValues = {
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
};

/**
 * The real-account form of a virtual client (accounts-and-money §3, §5): personal details, address
 * and phone, the reason for the account and, optionally, the tax details; the residence is the
 * virtual account's. The new account is kept beside the others and becomes the active one, and the
 * client goes on to choose its currency (§4 "New accounts"). Missing or invalid details send the client
 * to the personal-details page, remembering this form to come back to; other refusals show under the form.
 */
export function RealAccountForm({ account }: { account: Account }) {
  const { lang = 'en' } = useParams();
  const { data: countries = [] } = useResidenceListQuery();
  const [openAccount] = useNewAccountRealMutation();
  const navigate = useNavigate();
  const hasPage = useHasPage();
  const completeDetails = (error: ApiError) => {
    if (DETAILS_MISSING.has(error.code) && hasPage(DETAILS_PAGE)) {
      rememberDetailsRedirect(REAL_ACCOUNT_PAGE);
      void navigate(`/${lang}/${DETAILS_PAGE}.html`);
    }
    throw error;
  };
  const residence = account.country;
  const form = useForm<RealAccountValues, NewRealAccount>({
    initialValues: EMPTY_FORM,
    rules: realAccountRules(residence),
    submit: (payload) => openAccount(realAccountRequest(payload, residence)).unwrap().catch(completeDetails),
    onSuccess: (opened) =>
      switchToNewAccount(
        { loginid: opened.client_id, token: opened.oauth_token, currency: opened.currency ?? '' },
        `/${lang}/${SET_CURRENCY_PAGE}`,
      ),
  });

  const residenceName = countries.find((country) => country.value === residence)?.text ?? residence.toUpperCase();
  const field = (name: PersonalDetail) => (
    <PersonalDetailField key={name} name={name} form={form} countries={countries} residence={residence} />
  );

  return (
    <form className="form real-account__form" onSubmit={form.onSubmit} noValidate>
      <fieldset className="real-account__section">
        <legend>{localize('Personal details')}</legend>
        {IDENTITY.map(field)}
      </fieldset>
      <fieldset className="real-account__section">
        <legend>{localize('Address and phone')}</legend>
        <p className="real-account__residence">
          <span className="form__label">{localize('Country of residence')}</span>
          <span data-testid="residence">{residenceName}</span>
        </p>
        {ADDRESS.map(field)}
      </fieldset>
      <fieldset className="real-account__section real-account__section--wide">
        <legend>{localize('Tax information (optional)')}</legend>
        {TAX.map(field)}
      </fieldset>
      <div className="real-account__footer">
        <FormFailureMessage failure={form.failure} />
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Open account')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
