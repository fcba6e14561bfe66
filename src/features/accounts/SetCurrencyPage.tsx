import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import { useAccountCurrenciesQuery, useSetAccountCurrencyMutation } from '../../api/endpoints/account-opening';
import { useAccountStatusQuery, useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { browserNavigation } from '../../lib/browser-navigation';
import { localize } from '../../lib/localize';
import { returnPathOf } from '../../lib/return-to';
import { focusFirstInvalid, FormFailureMessage, formFailure, useFieldError } from '../../ui/form';
import { useHasPage } from '../../ui/page-links';
import { Spinner } from '../../ui/Spinner';
import { DEFAULT_PAGE, selectLoggedInAccount, type Account } from '../session';
import { currencySetDestination } from './currency-set-destination';
import { currencyChoices } from './currency-choices';
import { CurrencyConfirmation } from './CurrencyConfirmation';
import { CurrencyList } from './CurrencyList';
import './real-account.css';
import './signup.css';

/**
 * user/set-currency: a real account without a currency picks one from the fiat and crypto lists,
 * confirms it in a popup, and it is set for good (accounts-and-money §2, §4 "Currency"). A client
 * sent here by the page they opened, or by the banner's link, returns to that page; a new account
 * goes on as currencySetDestination says. Either is loaded in full, so the session is authorized
 * again and the header shows the currency. An account that has a currency already has nothing to
 * do here and goes to the default page.
 */
export function SetCurrencyPage() {
  const { lang = 'en' } = useParams();
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  if (account.currency) return <Navigate replace to={`/${lang}/${DEFAULT_PAGE}`} />;
  return <SetCurrencyForm key={account.loginid} account={account} />;
}

function SetCurrencyForm({ account }: { account: Account }) {
  const { lang = 'en' } = useParams();
  const returnTo = returnPathOf(useLocation().state);
  const hasPage = useHasPage();
  const { data: status } = useAccountStatusQuery();
  const { data: offered, error: offerRefused } = useAccountCurrenciesQuery(account.loginid);
  const { data: site } = useWebsiteStatusStreamQuery();
  const [setCurrency] = useSetAccountCurrencyMutation();
  const [chosen, setChosen] = useState('');
  const [choiceMissing, setChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<ApiError>();
  const missingChoice = choiceMissing ? localize('Please choose a currency') : undefined;
  const { errorId, control } = useFieldError(missingChoice);

  if (offerRefused) return <FormFailureMessage failure={formFailure(offerRefused as ApiError, false)} />;
  if (!offered) return <Spinner />;
  const choices = currencyChoices(offered, account, site?.currencies_config ?? {});
  const choose = (currency: string) => {
    setChosen(currency);
    setChoiceMissing(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen) return setConfirming(true);
    setChoiceMissing(true);
    focusFirstInvalid(event.currentTarget, ['currency']);
  };
  const onConfirm = () => {
    setSaving(true);
    setRefusal(undefined);
    const next = currencySetDestination(
      {
        returnTo,
        landingCompany: account.landing_company_name,
        authenticated: status?.status.includes('authenticated') ?? false,
        hasPage,
      },
      lang,
    );
    setCurrency(chosen)
      .unwrap()
      // A full load authorizes the account again, as an account switch does: the answers kept in
      // memory (authorize, account status) still describe the account without its currency.
      .then(() => browserNavigation.assign(next))
      .catch((error: ApiError) => {
        setRefusal(error);
        setConfirming(false);
        setSaving(false);
      });
  };

  return (
    <>
      <section className="card signup set-currency">
        <h1 className="signup__title">{localize('Choose the currency of your account')}</h1>
        <p className="signup__intro">
          {localize('The currency of your account [_1] cannot be changed once it is set.', account.loginid)}
        </p>
        <form className="form set-currency__form" onSubmit={onSubmit} noValidate>
          <div className="set-currency__lists">
            <CurrencyList
              title={localize('Fiat currencies')}
              currencies={choices.fiat}
              chosen={chosen}
              onChoose={choose}
              control={control}
            />
            <CurrencyList
              title={localize('Cryptocurrencies')}
              currencies={choices.crypto}
              chosen={chosen}
              onChoose={choose}
              control={control}
            />
          </div>
          {missingChoice && (
            <p className="form__error" id={errorId} role="alert">
              {missingChoice}
            </p>
          )}
          <FormFailureMessage failure={refusal && formFailure(refusal, false)} />
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {localize('Set currency')}
            </button>
          </div>
        </form>
      </section>
      {confirming && (
        <CurrencyConfirmation
          loginid={account.loginid}
          currency={chosen}
          saving={saving}
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
        />
      )}
    </>
  );
}
