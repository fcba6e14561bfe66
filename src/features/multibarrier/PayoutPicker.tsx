import { useState } from 'react';
import { amountAcceptable, amountError, FALLBACK_MIN_PAYOUT, stepAmount } from '../trading';
import { payoutShown } from './row-state';
import { localize } from '../../lib/localize';

interface Props {
  amount: string;
  currency: string;
  onChange(amount: string): void;
}

/**
 * The payout list (trading-core §5): the payout in thousands, opened to a field with -/+ steps, OK
 * (only a valid payout is kept) and Cancel (back to the minimum payout).
 */
export function PayoutPicker({ amount, currency, onChange }: Props) {
  const [draft, setDraft] = useState<string | undefined>();
  const error = draft === undefined ? undefined : amountError(draft, { currency, basis: 'payout' });
  const close = (value: string) => {
    onChange(value);
    setDraft(undefined);
  };

  return (
    <div className="mb-payout">
      <span className="field__label" id="mb-payout-label">
        {localize('Payout')}
      </span>
      <button
        type="button"
        className="mb-payout__current"
        id="mb-payout-current"
        aria-labelledby="mb-payout-label mb-payout-current"
        aria-expanded={draft !== undefined}
        onClick={() => setDraft(draft === undefined ? amount : undefined)}
        data-testid="payout"
      >
        <span data-testid="payout-shown">{payoutShown(amount)}</span>
        <span className="mb-payout__unit"> × 1,000 {currency}</span>
      </button>
      {draft === undefined ? null : (
        <div className="mb-payout__list" role="group" aria-label={localize('Payout list')} data-testid="payout-list">
          <div className="mb-payout__row">
            <button type="button" aria-label={localize('Less')} onClick={() => setDraft(stepAmount(draft, -1))}>
              −
            </button>
            <input
              inputMode="decimal"
              aria-label={localize('Payout amount')}
              value={draft}
              onChange={(event) => amountAcceptable(event.target.value, currency) && setDraft(event.target.value)}
              data-testid="payout-amount"
            />
            <button type="button" aria-label={localize('More')} onClick={() => setDraft(stepAmount(draft, 1))}>
              +
            </button>
          </div>
          {error ? (
            <p className="field__error" role="alert" data-testid="payout-error">
              {error}
            </p>
          ) : null}
          <div className="mb-payout__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => close(String(FALLBACK_MIN_PAYOUT))}
            >
              {localize('Cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={error !== undefined}
              onClick={() => close(draft.trim())}
            >
              {localize('OK')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
