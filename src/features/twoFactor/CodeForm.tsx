import { localize } from '../../lib/localize';
import { integer, lengthBetween, required } from '../../lib/validators';
import { FormFailureMessage, FormInput, SubmitButton, useForm } from '../../ui/form';

/** A two-factor code: exactly 6 digits (accounts-and-money §5, §9). */
export const CODE_DIGITS = 6;

const RULES = { otp: [required, integer, lengthBetween(CODE_DIGITS, CODE_DIGITS)] };

/** The code from the authenticator app, which switches two-factor log-in on or off; its refusal shows under it. */
export function CodeForm({ action, send }: { action: string; send: (otp: string) => Promise<unknown> }) {
  const form = useForm({ initialValues: { otp: '' }, rules: RULES, submit: ({ otp }) => send(otp) });
  return (
    <form className="form two-factor__form" onSubmit={form.onSubmit} noValidate data-testid="two-factor-form">
      <FormInput
        form={form}
        name="otp"
        label={localize('Authentication code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_DIGITS}
      />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{action}</SubmitButton>
      </div>
    </form>
  );
}
