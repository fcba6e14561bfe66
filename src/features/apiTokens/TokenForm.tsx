import type { TokenScope } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { lengthBetween, required, tokenName, type Validator } from '../../lib/validators';
import { FormFailureMessage, FormInput, SubmitButton, useFieldError, useForm } from '../../ui/form';
import { GRANTABLE_SCOPES, scopeLabel } from './scopes';

/** An API token's name: 2 to 32 characters (accounts-and-money §5, §9). */
const NAME_LENGTH = { min: 2, max: 32 } as const;

const atLeastOneScope: Validator<readonly string[]> = (scopes) =>
  scopes.length > 0 ? undefined : localize('Please select at least one scope');

const RULES = {
  name: [required, lengthBetween(NAME_LENGTH.min, NAME_LENGTH.max), tokenName],
  scopes: [atLeastOneScope],
};

/** The form that creates a token: its name and its scopes. */
export function TokenForm({ create }: { create: (name: string, scopes: TokenScope[]) => Promise<unknown> }) {
  const form = useForm({
    initialValues: { name: '', scopes: [] as readonly string[] },
    rules: RULES,
    submit: ({ name, scopes }) => create(name, scopes.split(',') as TokenScope[]),
  });
  const scopesError = useFieldError(form.errors.scopes);
  const toggle = (scope: TokenScope, on: boolean) =>
    form.setValue('scopes', on ? [...form.values.scopes, scope] : form.values.scopes.filter((each) => each !== scope));
  return (
    <form className="form api-tokens__form" onSubmit={form.onSubmit} noValidate data-testid="token-form">
      <FormInput
        form={form}
        name="name"
        label={localize('Name')}
        required
        maxLength={NAME_LENGTH.max}
        autoComplete="off"
      />
      <fieldset className="api-tokens__scopes" {...scopesError.control}>
        <legend className="form__label">
          {localize('Scopes')}
          <span aria-hidden="true"> *</span>
        </legend>
        {GRANTABLE_SCOPES.map((scope) => (
          <label key={scope} className="api-tokens__scope">
            <input
              type="checkbox"
              name="scopes"
              checked={form.values.scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {scopeLabel(scope)}
          </label>
        ))}
        {form.errors.scopes && (
          <span className="form__error" id={scopesError.errorId} role="alert">
            {form.errors.scopes}
          </span>
        )}
      </fieldset>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Create')}</SubmitButton>
      </div>
    </form>
  );
}
