import { useCallback, useEffect, useState } from 'react';
import { useContractsForQuery, type ActiveSymbol, type AvailableContract } from '../../api/endpoints/markets';
import type { FormName } from './form/contract-forms';
import type { CurrenciesConfig } from '../../lib/currency';
import {
  withContracts,
  withCurrency,
  withForm,
  withMarket,
  withSymbols,
  type TradingFormState,
} from './form/form-state';
import { readStoredForm, storeForm } from './stored-form';

interface Seen {
  symbols?: readonly ActiveSymbol[];
  available?: readonly AvailableContract[];
  currency: string;
  /** The amount is a default taken before website_status gave the currency's default stake. */
  awaitingStakeDefault: boolean;
}

/**
 * The trading form through the load order of trading-core §4: symbols fix the market and underlying,
 * the underlying's contracts (contracts_for, asked here) fix the form and its defaults. Every change is
 * stored for the next visit. Another currency than the stored form's starts from its default stake.
 */
export function useTradingForm(
  symbols: readonly ActiveSymbol[] | undefined,
  currency: string,
  config: CurrenciesConfig | undefined,
  now: () => number,
) {
  const [initial] = useState(() => {
    const stored = readStoredForm();
    const kept = stored.currency === currency;
    return {
      form: kept ? stored : withCurrency(stored, currency, config),
      awaitingStakeDefault: !kept && config === undefined,
    };
  });
  const [form, setForm] = useState(initial.form);
  const contractsQuery = useContractsForQuery({ symbol: form.underlying, currency }, { skip: form.underlying === '' });
  const available = contractsQuery.currentData?.available;

  // Each arrival moves the form once, as it renders (React's "adjusting state when a prop changes").
  const [seen, setSeen] = useState<Seen>({ currency, awaitingStakeDefault: initial.awaitingStakeDefault });
  const newCurrency = seen.currency !== currency || (seen.awaitingStakeDefault && config !== undefined);
  if (seen.symbols !== symbols || seen.available !== available || newCurrency) {
    setSeen({
      symbols,
      available,
      currency,
      awaitingStakeDefault: newCurrency ? config === undefined : seen.awaitingStakeDefault,
    });
    let next = newCurrency ? withCurrency(form, currency, config) : form;
    if (symbols && seen.symbols !== symbols) next = withSymbols(next, symbols);
    if (available && seen.available !== available) next = withContracts(next, available, now());
    setForm(next);
  }

  useEffect(() => storeForm(form), [form]);

  const chooseMarket = useCallback(
    (market: string) => symbols && setForm((current) => withMarket(current, market, symbols)),
    [symbols],
  );
  const chooseUnderlying = useCallback((underlying: string) => setForm((current) => ({ ...current, underlying })), []);
  const chooseForm = useCallback(
    (formname: FormName) => available && setForm((current) => withForm(current, formname, available, now())),
    [available, now],
  );
  /** Any other field; a change of start type re-applies the form's units and bounds. */
  const update = useCallback(
    (change: (current: TradingFormState) => TradingFormState) =>
      setForm((current) => {
        const next = change(current);
        return available && next.date_start !== current.date_start && next.formname !== ''
          ? withForm(next, next.formname, available, now())
          : next;
      }),
    [available, now],
  );

  return {
    form,
    available: available as readonly AvailableContract[] | undefined,
    contractsError: contractsQuery.error,
    chooseMarket,
    chooseUnderlying,
    chooseForm,
    update,
  };
}
