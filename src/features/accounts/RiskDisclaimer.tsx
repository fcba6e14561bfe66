import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton } from '../../ui/form';
import type { FormFailure } from '../../ui/form/server-errors';

/**
 * The risk disclaimer the platform asks a financial client to accept (accounts-and-money §4 "New
 * accounts"): its words, and the button that sends the request again with accept_risk.
 */
export function RiskDisclaimer({
  message,
  busy,
  failure,
  onAccept,
}: {
  message: string;
  busy: boolean;
  failure: FormFailure | undefined;
  onAccept: () => void;
}) {
  return (
    <form
      className="form real-account__risk"
      data-testid="risk-disclaimer"
      onSubmit={(event) => {
        event.preventDefault();
        onAccept();
      }}
    >
      <h2>{localize('Risk disclaimer')}</h2>
      <p>{message}</p>
      <FormFailureMessage failure={failure} />
      <div className="form__actions">
        <SubmitButton busy={busy}>{localize('I accept the risks')}</SubmitButton>
      </div>
    </form>
  );
}
