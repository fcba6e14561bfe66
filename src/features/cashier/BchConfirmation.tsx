import { useState } from 'react';
import { localize } from '../../lib/localize';
import { required } from '../../lib/validators';
import { useFieldError } from '../../ui/form';
import { Popup } from '../../ui/Popup';

/**
 * The Bitcoin Cash notice a BCH account accepts once, ticking its required box, before the cashier
 * opens (accounts-and-money §4); Cancel leaves the cashier.
 */
export function BchConfirmation({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const [ticked, setTicked] = useState(false);
  const [tried, setTried] = useState(false);
  const error = tried ? required(ticked) : undefined;
  const { errorId, control } = useFieldError(error, true);
  return (
    <Popup title={localize('Bitcoin Cash (BCH)')} testId="bch-confirmation" onEscape={onCancel}>
      <p>
        {localize(
          'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.',
        )}
      </p>
      <label className="popup__check">
        <input type="checkbox" {...control} checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
        {localize('I understand and agree.')}
      </label>
      {error && (
        <p className="popup__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {localize('Cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => (ticked ? onAccept() : setTried(true))}>
          {localize('Continue')}
        </button>
      </div>
    </Popup>
  );
}
