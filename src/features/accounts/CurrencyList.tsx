/** One list of currencies to choose from, as radio buttons; nothing when it is empty. */
export function CurrencyList({
  title,
  currencies,
  chosen,
  onChoose,
}: {
  title: string;
  currencies: readonly string[];
  chosen: string;
  onChoose: (currency: string) => void;
}) {
  if (currencies.length === 0) return null;
  return (
    <fieldset className="set-currency__list">
      <legend>{title}</legend>
      {currencies.map((currency) => (
        <label
          key={currency}
          className={`set-currency__option${currency === chosen ? ' set-currency__option--chosen' : ''}`}
        >
          <input
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
