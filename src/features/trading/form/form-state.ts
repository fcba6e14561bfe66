import type { ActiveSymbol, AvailableContract } from '../../../api/endpoints/markets';
import type { CurrenciesConfig } from '../../../lib/currency';
import {
  amountAcceptable,
  amountField,
  basisOptions,
  defaultAmount,
  takesMultiplier,
  withoutLeadingZeros,
  type Basis,
} from './amount';
import { defaultBarriers } from './barriers';
import { contractsOfForm, equalOptionOffered, formsOffered, type FormName } from './contract-forms';
import {
  HIGH_LOW_TICKS_DURATION,
  contractsForUnit,
  durationLimits,
  expiryTypeOf,
  parseDuration,
  type DurationUnit,
} from './durations';
import { isSymbolActive, marketsOf, underlyingsOf } from './markets';
import { clampStartTime, defaultEndTime, timeOfDay } from './start-times';

/** The trading form (trading-core §3 "Trading form state"), as typed: text stays text until priced. */

export interface TradingFormState {
  market: string;
  underlying: string;
  formname: FormName | '';
  /** 'now', or the forward start's epoch (seconds). */
  date_start: 'now' | number;
  expiry_type: 'duration' | 'endtime';
  duration_units: DurationUnit;
  duration_amount: string;
  /** The end time's day (00:00 GMT epoch) and "HH:mm". */
  expiry_date: number;
  expiry_time: string;
  amount: string;
  amount_crypto: string;
  amount_type: Basis;
  currency: string;
  barrier: string;
  barrier2: string;
  prediction: string;
  selected_tick: string;
  is_equal: boolean;
}

/** Sets one field of the form to a value. */
export type SetFormField = <K extends keyof TradingFormState>(field: K, value: TradingFormState[K]) => void;

export const EMPTY_FORM: TradingFormState = {
  market: '',
  underlying: '',
  formname: '',
  date_start: 'now',
  expiry_type: 'duration',
  duration_units: 't',
  duration_amount: '',
  expiry_date: 0,
  expiry_time: '',
  amount: defaultAmount(),
  amount_crypto: defaultAmount(),
  amount_type: 'stake',
  currency: 'USD',
  barrier: '',
  barrier2: '',
  prediction: '5',
  selected_tick: '1',
  is_equal: false,
};

/**
 * Load order step 2, first half (trading-core §4): the market and underlying, the stored ones while
 * they are still offered, otherwise the first market in the spec's order with an open underlying, and
 * that underlying.
 */
export function withSymbols(state: TradingFormState, symbols: readonly ActiveSymbol[]): TradingFormState {
  const markets = marketsOf(symbols);
  const open = markets.find((m) => underlyingsOf(symbols, m.market).some(isSymbolActive));
  const market = markets.some((m) => m.market === state.market) ? state.market : ((open ?? markets[0])?.market ?? '');
  const underlyings = underlyingsOf(symbols, market);
  const underlying = underlyings.some((u) => u.symbol === state.underlying)
    ? state.underlying
    : ((underlyings.find(isSymbolActive) ?? underlyings[0])?.symbol ?? '');
  return { ...state, market, underlying };
}

/** Choosing a market moves to its first open underlying. */
export function withMarket(
  state: TradingFormState,
  market: string,
  symbols: readonly ActiveSymbol[],
): TradingFormState {
  return withSymbols({ ...state, market, underlying: '' }, symbols);
}

/**
 * Load order step 2, second half, and step 3: the form (the stored one if the underlying offers it,
 * else the first category), then its duration, start, barriers and amount.
 */
export function withContracts(
  state: TradingFormState,
  available: readonly AvailableContract[],
  now: number,
): TradingFormState {
  const offered = formsOffered(available);
  const formname = state.formname !== '' && offered.includes(state.formname) ? state.formname : (offered[0] ?? '');
  return withForm(state, formname, available, now);
}

/** Choosing a form: its units and bounds, barriers and basis; what the trader typed is kept where it still fits. */
export function withForm(
  state: TradingFormState,
  formname: FormName | '',
  available: readonly AvailableContract[],
  now: number,
): TradingFormState {
  if (formname === '') return { ...state, formname };
  const contracts = contractsOfForm(available, formname);
  const changedForm = formname !== state.formname;
  const next: TradingFormState = { ...state, formname };
  const startType = state.date_start === 'now' ? 'spot' : 'forward';
  const startable = contracts.filter((contract) => contract.start_type === startType);
  if (startable.length === 0) next.date_start = 'now';
  else if (next.date_start !== 'now') next.date_start = clampStartTime(next.date_start, now);

  const timed = contracts.filter((c) => c.start_type === (next.date_start === 'now' ? 'spot' : 'forward'));
  const limits = durationLimits(timed);
  const naturalUnit = timed
    .map((c) => parseDuration(c.min_contract_duration)?.unit)
    .find((u) => limits.some((l) => l.unit === u));
  const unit =
    limits.find((limit) => limit.unit === state.duration_units) ??
    limits.find((limit) => limit.unit === naturalUnit) ??
    limits[0];
  if (formname === 'highlowticks') {
    next.duration_units = 't';
    next.duration_amount = String(HIGH_LOW_TICKS_DURATION);
  } else if (unit && (changedForm || unit.unit !== state.duration_units || state.duration_amount === '')) {
    next.duration_units = unit.unit;
    next.duration_amount = String(unit.min);
  }
  if (next.expiry_time === '' || changedForm) {
    const end = defaultEndTime(next.date_start === 'now' ? now : next.date_start, now);
    next.expiry_date = Math.floor(end / 86_400) * 86_400;
    next.expiry_time = timeOfDay(end);
  }
  const priced = contractsForUnit(contracts, next.duration_units, next.date_start === 'now' ? 'spot' : 'forward');
  const expiryChanged = expiryTypeOf(next.duration_units) !== expiryTypeOf(state.duration_units);
  if (changedForm || expiryChanged || state.barrier === '') {
    // Offsets suit ticks and intraday, absolute levels daily contracts: each expiry type has its own defaults.
    const barriers = defaultBarriers(priced);
    next.barrier = barriers.barrier;
    next.barrier2 = barriers.barrier2;
  }
  if (!basisOptions(formname).includes(next.amount_type)) next.amount_type = 'payout';
  if (!equalOptionOffered(priced)) next.is_equal = false;
  return next;
}

/** Choosing a duration unit: its minimum, and the barriers of its expiry type. */
export function withDurationUnit(
  state: TradingFormState,
  unit: DurationUnit,
  available: readonly AvailableContract[],
  now: number,
): TradingFormState {
  if (state.formname === '') return state;
  const startType = state.date_start === 'now' ? 'spot' : 'forward';
  const limit = durationLimits(
    contractsOfForm(available, state.formname).filter((c) => c.start_type === startType),
  ).find((l) => l.unit === unit);
  if (!limit) return state;
  const moved = { ...state, duration_units: unit, duration_amount: String(limit.min) };
  if (expiryTypeOf(unit) === expiryTypeOf(state.duration_units)) return moved;
  const barriers = defaultBarriers(contractsForUnit(contractsOfForm(available, state.formname), unit, startType));
  return withForm({ ...moved, barrier: barriers.barrier, barrier2: barriers.barrier2 }, state.formname, available, now);
}

/**
 * A typed amount is stored only when it is one a field may hold (trading-core §5: invalid input is not
 * stored); a lookback's multiplier loses its leading zeros.
 */
export function withAmount(state: TradingFormState, text: string): TradingFormState {
  if (!amountAcceptable(text, state.currency)) return state;
  return {
    ...state,
    [amountField(state.currency)]: takesMultiplier(state.formname) ? withoutLeadingZeros(text) : text,
  };
}

/** Trading in another currency starts from that currency's default stake, never the old currency's amount. */
export function withCurrency(state: TradingFormState, currency: string, config?: CurrenciesConfig): TradingFormState {
  return { ...state, currency, [amountField(currency, config)]: defaultAmount(currency, config) };
}

/** The amount the form prices with: the crypto one for crypto currencies. */
export function currentAmount(state: TradingFormState): string {
  return state[amountField(state.currency)];
}

/** Picking the basis; callputspread never leaves payout. */
export function withBasis(state: TradingFormState, basis: Basis): TradingFormState {
  if (state.formname !== '' && !basisOptions(state.formname).includes(basis)) return state;
  return { ...state, amount_type: basis };
}
