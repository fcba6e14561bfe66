import type { FieldControl } from '../../ui/form';

/**
 * One list of currencies to choose from, as radio buttons; nothing when it is empty. `control` ties
 * the choice's error to each button.
 */
export function CurrencyList({
  title,
  currencies,
  chosen,
  onChoose,
  control,
}: {
  title: string;
  currencies: readonly string[];
  chosen: string;
  onChoose: (currency: string) => void;
  control: FieldControl;
}) {
  if (currencies.length === 0) return null;
  return (
    <fieldset className="form__section set-currency__list">
      <legend>{title}</legend>
      {currencies.map((currency) => (
        <label
          key={currency}
          className={`set-currency__option${currency === chosen ? ' set-currency__option--chosen' : ''}`}
        >
          <input
            {...control}
            type="radio"
            name="currency"
            value={currency}
            checked={currency === chosen}
            onChange={() => onChoose(currency)}
          />
          <span>{currency}</span>
        </label>
      ))}
    </fieldset>
  );
}
