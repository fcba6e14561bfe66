import { localize } from '../../lib/localize';
import { Popup } from '../../ui/Popup';
import { Spinner } from '../../ui/Spinner';

/** Asks the client to confirm the application before it is sent; busy while it is being sent. */
export function ProfessionalConfirmation({
  busy,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Popup
      title={localize('Request professional status')}
      testId="professional-confirmation"
      onEscape={busy ? undefined : onCancel}
    >
      <p>{localize('I would like to be treated as a professional client.')}</p>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {localize('Cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : localize('Confirm')}
        </button>
      </div>
    </Popup>
  );
}
