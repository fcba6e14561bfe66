import { localize } from '../lib/localize';
import { Popup } from './Popup';
import { Spinner } from './Spinner';

/**
 * Asks before something that cannot be undone (deleting a token, revoking an app, leaving the site):
 * Yes goes on, No or Escape leaves things as they are; busy while the request is in flight, with its
 * refusal shown. The two answers may be named otherwise (Proceed and Cancel).
 */
export function ConfirmPopup({
  title,
  question,
  busy,
  error,
  confirmLabel = localize('Yes'),
  cancelLabel = localize('No'),
  onCancel,
  onConfirm,
}: {
  title: string;
  question: string;
  busy: boolean;
  error?: string | undefined;
  confirmLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Popup title={title} testId="confirm-popup" onEscape={busy ? undefined : onCancel}>
      <p>{question}</p>
      {error && (
        <p className="popup__error" role="alert">
          {error}
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : confirmLabel}
        </button>
      </div>
    </Popup>
  );
}
