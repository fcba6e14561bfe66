import { useMt5NewAccountMutation, type Mt5NewAccountFields } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormInput, SubmitButton, useForm } from '../../ui/form';
import { kindRequest, kindTitle, mt5Leverage, type Mt5Kind, type Mt5Money } from './account-types';
import { NEW_ACCOUNT_PASSWORD_FIELDS, newAccountRules, type NewAccountValues } from './new-account-rules';
import { PasswordField } from './PasswordField';

/**
 * The details of a new MT5 account: the holder's name, the main password (typed twice) and the
 * investor password, with the kind's leverage; a MAM account also names its money manager.
 */
export function NewAccountForm({
  money,
  kind,
  mam = false,
  landingCompany,
  email,
  onBack,
  onDone,
}: {
  money: Mt5Money;
  kind: Mt5Kind;
  mam?: boolean;
  landingCompany: string;
  email: string;
  onBack?: () => void;
  onDone: (login: string) => void;
}) {
  const [create] = useMt5NewAccountMutation();
  const leverage = mt5Leverage(kind, landingCompany);
  const form = useForm<NewAccountValues, string>({
    initialValues: { name: '', main_password: '', main_password_repeat: '', investor_password: '', manager_id: '' },
    rules: newAccountRules(mam),
    passwordFields: NEW_ACCOUNT_PASSWORD_FIELDS,
    submit: async ({ name, main_password, investor_password, manager_id }) => {
      const request: Mt5NewAccountFields = {
        ...kindRequest(money, kind),
        name,
        email,
        leverage,
        mainPassword: main_password,
        investPassword: investor_password,
        ...(mam ? { manager_id } : {}),
      };
      return (await create(request).unwrap()).login ?? '';
    },
    onSuccess: onDone,
  });
  const title = mam
    ? localize('New MAM account')
    : `${money === 'demo' ? localize('Demo') : localize('Real-Money')} ${kindTitle(kind)}`;

  return (
    <form className="form mt5__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <p className="mt5__leverage">
        {localize('Leverage')} 1:{leverage}
      </p>
      <FormInput form={form} name="name" label={localize('Name')} required autoComplete="name" />
      {mam && <FormInput form={form} name="manager_id" label={localize('Manager ID')} required />}
      <PasswordField form={form} name="main_password" label={localize('Main password')} />
      <PasswordField form={form} name="main_password_repeat" label={localize('Verify password')} />
      <PasswordField form={form} name="investor_password" label={localize('Investor password')} />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {localize('Back')}
          </button>
        )}
        <SubmitButton busy={form.submitting}>{localize('Open account')}</SubmitButton>
      </div>
    </form>
  );
}
