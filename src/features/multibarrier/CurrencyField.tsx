import { localize } from '../../lib/localize';

const VISITOR_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD'];

interface Props {
  currency: string;
  /** The account's currency; a visitor picks one of the usual ones instead. */
  fixed: string | undefined;
  onChange(currency: string): void;
}

/** The payout currency: the account's, or the visitor's choice. */
export function CurrencyField({ currency, fixed, onChange }: Props) {
  return (
    <label className="field">
      <span className="field__label">{localize('Currency')}</span>
      <select
        value={currency}
        disabled={fixed !== undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="mb-currency"
      >
        {(fixed ? [fixed] : VISITOR_CURRENCIES).map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
    </label>
  );
}
