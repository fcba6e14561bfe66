import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError, LandingCompanyDetailsRequest } from '../../../schemas/generated/types';
import { useNewAccountRealMutation } from '../../api/endpoints/account-opening';
import {
  useLandingCompanyDetailsQuery,
  useSettingsQuery,
  useWebsiteStatusStreamQuery,
} from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { FormFailureMessage, formFailure, SubmitButton, useFieldError } from '../../ui/form';
import { useHasPage } from '../../ui/page-links';
import { switchToNewAccount, type Account } from '../session';
import { newAccountCurrencies } from './currency-choices';
import { currencySetDestination } from './currency-set-destination';
import { CompanyMarkets } from './CompanyMarkets';
import { multiAccountRequest } from './multi-account-request';
import { useDetailsRedirect } from './useDetailsRedirect';

const ACCOUNTS_PAGE = 'user/accounts';

/**
 * Another account with the current company, in a currency the client does not hold there yet (one
 * fiat account only, several crypto; accounts-and-money §2 "Accounts page", §4 "Currency"). A
 * refusal for missing or invalid details sends the client to the personal-details page, flagged to
 * come back here; any other shows under the Create button (§8 "Account opening").
 */
export function MultiAccountRow({ account }: { account: Account }) {
  const formId = useId();
  const { lang = 'en' } = useParams();
  const hasPage = useHasPage();
  const toDetails = useDetailsRedirect(ACCOUNTS_PAGE);
  const company = account.landing_company_name as LandingCompanyDetailsRequest['landing_company_details'];
  const { data: details } = useLandingCompanyDetailsQuery(company);
  const { data: site } = useWebsiteStatusStreamQuery();
  const { data: settings } = useSettingsQuery();
  const [openAccount, { isLoading }] = useNewAccountRealMutation();
  const [currency, setCurrency] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<ApiError>();
  const { errorId, control } = useFieldError(missing ? localize('Please choose a currency') : undefined);
  const choices = newAccountCurrencies(details?.legal_allowed_currencies ?? [], account, site?.currencies_config ?? {});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!currency) return setMissing(true);
    if (!settings || isLoading) return;
    setRefusal(undefined);
    openAccount(multiAccountRequest(settings, currency))
      .unwrap()
      .then((opened) =>
        switchToNewAccount(
          { loginid: opened.client_id, token: opened.oauth_token, currency },
          currencySetDestination(
            { returnTo: undefined, landingCompany: account.landing_company_name, authenticated: false, hasPage },
            lang,
          ),
        ),
      )
      .catch((error: ApiError) => {
        if (!toDetails(error)) setRefusal(error);
      });
  };

  return (
    <tr data-testid="multi-account">
      <td data-label={localize('Account')}>{localize('[_1] Account', localize('Real'))}</td>
      <td data-label={localize('Available markets')}>
        <CompanyMarkets company={account.landing_company_name} />
      </td>
      <td data-label={localize('Currency')}>
        <div>
          <label className="visually-hidden" htmlFor={`${formId}-currency`}>
            {localize('Currency')}
          </label>
          <select
            {...control}
            id={`${formId}-currency`}
            form={formId}
            name="currency"
            value={currency}
            onChange={(event) => {
              setCurrency(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{localize('Please select')}</option>
            {choices.fiat.length > 0 && (
              <optgroup label={localize('Fiat currencies')}>
                {choices.fiat.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </optgroup>
            )}
            {choices.crypto.length > 0 && (
              <optgroup label={localize('Cryptocurrencies')}>
                {choices.crypto.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </optgroup>
            )}
          </select>
          {missing && (
            <p className="form__error" id={errorId} role="alert">
              {localize('Please choose a currency')}
            </p>
          )}
        </div>
      </td>
      <td data-label="">
        <form id={formId} className="accounts-table__create" onSubmit={onSubmit} noValidate>
          <SubmitButton busy={isLoading}>{localize('Create')}</SubmitButton>
          <FormFailureMessage failure={refusal && formFailure(refusal, false)} />
        </form>
      </td>
    </tr>
  );
}
