import { readableStorage } from '../../lib/storage';
import { EMPTY_FORM, type TradingFormState } from './form/form-state';

const KEY = 'trading_form';
/** What survives a reload: the choices, not the derived defaults. */
const KEPT: readonly (keyof TradingFormState)[] = [
  'market',
  'underlying',
  'formname',
  'duration_units',
  'duration_amount',
  'amount',
  'amount_crypto',
  'amount_type',
  'currency',
  'prediction',
  'selected_tick',
  'is_equal',
];

/** The stored form, over the defaults; anything unreadable is ignored. */
export function readStoredForm(storage = readableStorage()): TradingFormState {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, unknown>;
    const form: Record<string, unknown> = { ...EMPTY_FORM };
    for (const field of KEPT) {
      if (typeof stored[field] === typeof EMPTY_FORM[field]) form[field] = stored[field];
    }
    return form as unknown as TradingFormState;
  } catch {
    return EMPTY_FORM;
  }
}

export function storeForm(form: TradingFormState, storage = readableStorage()): void {
  const kept = Object.fromEntries(KEPT.map((field) => [field, form[field]]));
  storage?.setItem(KEY, JSON.stringify(kept));
}

/** The InvalidSymbol reload link forgets the underlying first (trading-core §8). */
export function forgetStoredUnderlying(storage = readableStorage()): void {
  storeForm({ ...readStoredForm(storage), underlying: '' }, storage);
}
