import { localize } from '../../lib/localize';
import { Popup } from '../../ui/Popup';
import { Spinner } from '../../ui/Spinner';

/** The popup that confirms the chosen currency before it is set for good; busy while it is being set. */
export function CurrencyConfirmation({
  loginid,
  currency,
  saving,
  onCancel,
  onConfirm,
}: {
  loginid: string;
  currency: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Popup
      title={localize('Confirm your currency')}
      testId="currency-confirmation"
      onEscape={saving ? undefined : onCancel}
    >
      <p>{localize('Your account [_1] will trade in [_2]. This cannot be changed later.', loginid, currency)}</p>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          {localize('Cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          disabled={saving}
          aria-busy={saving}
        >
          {saving ? <Spinner /> : localize('Confirm')}
        </button>
      </div>
    </Popup>
  );
}
