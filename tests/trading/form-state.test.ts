import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  currentAmount,
  withAmount,
  withBasis,
  withContracts,
  withDurationUnit,
  withForm,
  withMarket,
  withSymbols,
  type TradingFormState,
} from '../../src/features/trading/form/form-state';
import { proposalPlan } from '../../src/features/trading/form/proposal-plan';
import {
  atTimeOfDay,
  clampStartTime,
  defaultEndTime,
  forwardStartDays,
  startTimeSlots,
  timeOfDay,
} from '../../src/features/trading/form/start-times';
import { R_100, symbol } from './contracts';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2030-01-15T12:02:10Z');

describe('start times (trading-core §5)', () => {
  it('offers now + 5 minutes to 23:55 on a 5-minute grid', () => {
    const slots = startTimeSlots(NOW, at('2030-01-15T00:00:00Z'));
    expect(timeOfDay(slots[0]!)).toBe('12:10');
    expect(timeOfDay(slots.at(-1)!)).toBe('23:55');
    expect(slots.every((slot, i) => i === 0 || slot - slots[i - 1]! === 300)).toBe(true);
  });

  it("offers a later day's whole session, within its opening hours", () => {
    const day = at('2030-01-16T00:00:00Z');
    const slots = startTimeSlots(NOW, day, { open: at('2030-01-16T08:00:00Z'), close: at('2030-01-16T16:00:00Z') });
    expect([timeOfDay(slots[0]!), timeOfDay(slots.at(-1)!)]).toEqual(['08:00', '16:00']);
  });

  it.each([
    ['2030-01-15T12:00:00Z', '12:10'],
    ['2030-01-15T12:11:00Z', '12:15'],
    ['2030-01-15T23:59:00Z', '23:55'],
    ['2030-01-15T18:30:00Z', '18:30'],
  ])('a start of %s is clamped to %s', (start, expected) => {
    expect(timeOfDay(clampStartTime(at(start), NOW))).toBe(expected);
  });

  it('the end time defaults to at least 5 minutes after the start', () => {
    expect(timeOfDay(defaultEndTime(at('2030-01-15T13:00:00Z'), NOW))).toBe('13:05');
    expect(timeOfDay(defaultEndTime(NOW, NOW))).toBe('12:10');
  });

  it.each([
    ['09:05', '2030-01-15T09:05:00Z'],
    ['23:55', '2030-01-15T23:55:00Z'],
    ['', '2030-01-15T23:59:59Z'],
    ['  ', '2030-01-15T23:59:59Z'],
    ['24:00', undefined],
    ['9:05', undefined],
    ['09:5', undefined],
  ])('"%s" on the day -> %s', (text, expected) => {
    const epoch = atTimeOfDay(at('2030-01-15T00:00:00Z'), text);
    expect(epoch === undefined ? undefined : new Date(epoch * 1000).toISOString().replace('.000', '')).toBe(expected);
  });

  it('reads the forward-starting days from contracts_for', () => {
    expect(forwardStartDays(R_100)).toEqual([{ day: 1763856000, open: 1763856000, close: 1763942399 }]);
  });
});

const symbols = [
  symbol({ symbol: 'frxEURUSD', market: 'forex', exchange_is_open: 0 }),
  symbol({ symbol: 'frxGBPUSD', market: 'forex', display_order: 2 }),
  symbol({ symbol: 'R_100', market: 'synthetic_index' }),
];

describe('load order (trading-core §4)', () => {
  it('picks the first market in order and its first open underlying', () => {
    expect(withSymbols(EMPTY_FORM, symbols)).toMatchObject({ market: 'forex', underlying: 'frxGBPUSD' });
  });

  it('passes over a market whose underlyings are all closed', () => {
    const closedForex = symbols.map((s) => (s.market === 'forex' ? { ...s, exchange_is_open: 0 as const } : s));
    expect(withSymbols(EMPTY_FORM, closedForex)).toMatchObject({ market: 'synthetic_index', underlying: 'R_100' });
  });

  it('keeps the stored market and underlying while they are offered', () => {
    expect(withSymbols({ ...EMPTY_FORM, market: 'synthetic_index', underlying: 'R_100' }, symbols)).toMatchObject({
      market: 'synthetic_index',
      underlying: 'R_100',
    });
    expect(withSymbols({ ...EMPTY_FORM, market: 'stocks', underlying: 'X' }, symbols)).toMatchObject({
      market: 'forex',
    });
    expect(withMarket(EMPTY_FORM, 'synthetic_index', symbols).underlying).toBe('R_100');
  });

  it('then the stored form if offered, otherwise the first category, with its duration defaults', () => {
    const first = withContracts({ ...EMPTY_FORM, formname: 'staysinout' }, R_100, NOW);
    expect(first).toMatchObject({ formname: 'risefall', duration_units: 't', duration_amount: '1' });
    expect(withContracts({ ...EMPTY_FORM, formname: 'touchnotouch' }, R_100, NOW)).toMatchObject({
      formname: 'touchnotouch',
      duration_units: 'm',
      duration_amount: '2',
      barrier: '+1.25',
    });
  });

  it('keeps a duration the trader typed when the unit still fits the form', () => {
    const typed: TradingFormState = {
      ...withContracts(EMPTY_FORM, R_100, NOW),
      duration_units: 'm',
      duration_amount: '7',
    };
    expect(withForm(typed, 'risefall', R_100, NOW)).toMatchObject({ duration_units: 'm', duration_amount: '7' });
  });

  it('a duration unit of another expiry type brings its own barrier: offsets intraday, levels daily', () => {
    const touch = withForm(EMPTY_FORM, 'touchnotouch', R_100, NOW);
    expect(touch).toMatchObject({ duration_units: 'm', barrier: '+1.25' });
    const daily = withDurationUnit(touch, 'd', R_100, NOW);
    expect(daily).toMatchObject({ duration_units: 'd', duration_amount: '1', barrier: '93.72' });
    expect(withDurationUnit({ ...daily, barrier: '95' }, 'd', R_100, NOW).barrier).toBe('95');
    expect(withDurationUnit(daily, 'h', R_100, NOW)).toMatchObject({ duration_units: 'h', barrier: '+1.25' });
    expect(withDurationUnit(daily, 't', R_100, NOW)).toBe(daily);
  });

  it('highlowticks always lasts 5 ticks; callputspread forces the payout basis', () => {
    expect(withForm(EMPTY_FORM, 'highlowticks', R_100, NOW)).toMatchObject({
      duration_units: 't',
      duration_amount: '5',
    });
    const spread = withForm(EMPTY_FORM, 'callputspread', R_100, NOW);
    expect(spread.amount_type).toBe('payout');
    expect(withBasis(spread, 'stake').amount_type).toBe('payout');
    expect(withBasis(withForm(EMPTY_FORM, 'risefall', R_100, NOW), 'stake').amount_type).toBe('stake');
  });

  it('stores typed amounts only when valid, crypto ones apart', () => {
    const usd = withAmount(EMPTY_FORM, '12.5');
    expect(withAmount(usd, '12.555')).toBe(usd);
    const btc = withAmount({ ...usd, currency: 'BTC' }, '0.0005');
    expect([btc.amount, btc.amount_crypto, currentAmount(btc)]).toEqual(['12.5', '0.0005', '0.0005']);
  });
});

describe('what the form prices', () => {
  const base = (form: TradingFormState['formname'], fields: Partial<TradingFormState> = {}) => ({
    ...withForm({ ...EMPTY_FORM, market: 'synthetic_index', underlying: 'R_100' }, form, R_100, NOW),
    ...fields,
  });

  it('Rise/Fall prices CALL and PUT, or CALLE and PUTE with the equal option', () => {
    const plan = proposalPlan(base('risefall', { duration_amount: '5' }), R_100);
    expect(plan.boxes.map((b) => [b.position, b.contractType])).toEqual([
      ['top', 'CALL'],
      ['bottom', 'PUT'],
    ]);
    expect(plan.parameters).toEqual({
      symbol: 'R_100',
      currency: 'USD',
      basis: 'stake',
      amount: 10,
      duration: 5,
      duration_unit: 't',
    });
    expect(proposalPlan(base('risefall', { is_equal: true }), R_100).boxes.map((b) => b.contractType)).toEqual([
      'CALLE',
      'PUTE',
    ]);
  });

  it('sends barriers, predictions and the selected tick as the contract needs them', () => {
    expect(proposalPlan(base('endsinout'), R_100).parameters).toMatchObject({ barrier: '+2.58', barrier2: '-2.58' });
    expect(proposalPlan(base('matchdiff', { prediction: '7' }), R_100).parameters).toMatchObject({ barrier: '7' });
    expect(proposalPlan(base('evenodd'), R_100).parameters).not.toHaveProperty('barrier');
    expect(proposalPlan(base('highlowticks', { selected_tick: '3' }), R_100).parameters).toMatchObject({
      duration: 5,
      duration_unit: 't',
      selected_tick: 3,
    });
  });

  it('sends an offset barrier of a daily contract as spot plus offset, with the spot decimals', () => {
    const spot = { quote: 1234.567, decimals: 3 };
    const daily = base('touchnotouch', { duration_units: 'd', duration_amount: '2', barrier: '+1.5' });
    expect(proposalPlan(daily, R_100, { dailyBarrierSpot: spot }).parameters).toMatchObject({ barrier: '1236.067' });
    expect(proposalPlan({ ...daily, barrier: '-0.6' }, R_100, { dailyBarrierSpot: spot }).parameters).toMatchObject({
      barrier: '1233.967',
    });
    expect(proposalPlan({ ...daily, barrier: '93.72' }, R_100, { dailyBarrierSpot: spot }).parameters).toMatchObject({
      barrier: '93.72',
    });
    const intraday = base('touchnotouch', { barrier: '+1.5' });
    expect(proposalPlan(intraday, R_100, { dailyBarrierSpot: spot }).parameters).toMatchObject({ barrier: '+1.5' });
  });

  it('prices a lookback by its multiplier, at most 1000, without a basis', () => {
    expect(proposalPlan(base('lookbackhigh', { amount: '25' }), R_100).parameters).toEqual({
      symbol: 'R_100',
      currency: 'USD',
      multiplier: 25,
      duration: 1,
      duration_unit: 'm',
    });
    const tooMany = proposalPlan(base('lookbackhigh', { amount: '1000.5' }), R_100);
    expect([tooMany.errors.amount, tooMany.parameters]).toEqual(['Maximum multiplier of 1000.', undefined]);
    expect(proposalPlan(base('lookbackhigh', { amount: '1000' }), R_100).errors).toEqual({});
  });

  it("strips a multiplier's leading zeros as it is typed, and only a multiplier's", () => {
    expect(currentAmount(withAmount(base('lookbackhigh'), '007'))).toBe('7');
    expect(currentAmount(withAmount(base('lookbackhigh'), '0.5'))).toBe('0.5');
    expect(currentAmount(withAmount(base('risefall'), '007'))).toBe('007');
  });

  it('prices a forward start with an end time as date_start and date_expiry', () => {
    const start = at('2030-01-15T13:00:00Z');
    const plan = proposalPlan(
      base('risefall', {
        date_start: start,
        expiry_type: 'endtime',
        duration_units: 'm',
        expiry_date: at('2030-01-15T00:00:00Z'),
        expiry_time: '13:30',
      }),
      R_100,
    );
    expect(plan.parameters).toMatchObject({ date_start: start, date_expiry: at('2030-01-15T13:30:00Z') });
    expect(plan.parameters).not.toHaveProperty('duration');
  });

  it.each([
    [{ duration_amount: '11' }, 'duration_amount', 'Should be between 1 and 10'],
    [{ amount: '10.123' }, 'amount', 'Up to 2 decimal places are allowed.'],
    [{ amount_type: 'payout' as const, amount: '6000' }, 'amount', 'Should be less than 5,000'],
    [
      { duration_units: 'm' as const, expiry_type: 'endtime' as const, expiry_time: '25:00' },
      'expiry_time',
      'Time is in the wrong format.',
    ],
  ])('a field in error (%j) stops pricing and names the rule', (fields, field, message) => {
    const plan = proposalPlan(base('risefall', fields), R_100);
    expect(plan.errors).toEqual({ [field]: message });
    expect(plan.parameters).toBeUndefined();
  });

  it('flags barrier and prediction errors', () => {
    expect(proposalPlan(base('touchnotouch', { barrier: '0' }), R_100).errors).toEqual({
      barrier: 'Barrier must be a non-zero number.',
    });
    expect(proposalPlan(base('endsinout', { barrier: '-3', barrier2: '+3' }), R_100).errors).toEqual({
      barrier: 'High barrier must be higher than low barrier.',
    });
    expect(proposalPlan(base('matchdiff', { prediction: '12' }), R_100).errors).toEqual({
      prediction: 'Should be between 0 and 9',
    });
  });
});
