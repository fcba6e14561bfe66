import { localize } from '../../lib/localize';
import { Popup } from '../../ui/Popup';

/** Asks the client to confirm the limits before they are applied (accounts-and-money §5 "Self-exclusion"). */
export function SelfExclusionConfirmation({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  return (
    <Popup
      title={localize('Confirm your limits')}
      testId="self-exclusion-confirmation"
      onEscape={() => onAnswer(false)}
    >
      <p>
        {localize(
          'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?',
        )}
      </p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
          {localize('Yes, apply them')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          {localize('Cancel')}
        </button>
      </div>
    </Popup>
  );
}
