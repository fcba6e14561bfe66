import { localize } from '../../../lib/localize';
import { FormField } from '../../../ui/form';
import {
  amountKeyAllowed,
  basisOptions,
  currentAmount,
  withAmount,
  withBasis,
  type Basis,
  type TradeFormModel,
  type TradingFormState,
} from '../form';

interface Props {
  form: TradingFormState;
  model: TradeFormModel;
  error: string | undefined;
  update(change: (current: TradingFormState) => TradingFormState): void;
}

/** The stake or payout with its basis and currency; a lookback's multiplier instead. */
export function AmountField({ form, model, error, update }: Props) {
  const label = model.byMultiplier ? localize('Multiplier') : localize('Amount');
  return (
    <FormField layout="beside" group label={label} name="amount" error={error}>
      {(control) => (
        <>
          {model.byMultiplier ? null : (
            <>
              <select
                value={form.amount_type}
                onChange={(event) => update((current) => withBasis(current, event.target.value as Basis))}
                data-testid="amount_type"
                aria-label={localize('Basis')}
              >
                {basisOptions(model.formname).map((basis) => (
                  <option key={basis} value={basis}>
                    {basis === 'payout' ? localize('Payout') : localize('Stake')}
                  </option>
                ))}
              </select>
              <span className="currency">{form.currency}</span>
            </>
          )}
          <input
            {...control}
            inputMode="decimal"
            value={currentAmount(form)}
            onKeyDown={(event) => {
              if (!event.ctrlKey && !event.metaKey && !amountKeyAllowed(event.key, event.currentTarget.value))
                event.preventDefault();
            }}
            onChange={(event) => {
              const text = event.target.value;
              update((current) => withAmount(current, text));
            }}
            data-testid="amount"
            aria-label={label}
          />
        </>
      )}
    </FormField>
  );
}
