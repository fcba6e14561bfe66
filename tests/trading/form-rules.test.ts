import { describe, expect, it } from 'vitest';
import {
  amountAcceptable,
  amountError,
  amountField,
  amountKeyAllowed,
  basisOptions,
  stepAmount,
} from '../../src/features/trading/form/amount';
import { barrierError, barrierKeyAllowed, barrierPairErrors } from '../../src/features/trading/form/barriers';
import { predictionError, takesPrediction } from '../../src/features/trading/form/digits';
import { checkDuration, durationLimits } from '../../src/features/trading/form/durations';
import { isSymbolActive, marketsOf, underlyingsOf } from '../../src/features/trading/form/markets';
import { R_100, contract, symbol } from './contracts';

describe('durations (trading-core §5)', () => {
  it('derives each unit and its bounds from the contracts: ticks, then s/m/h, then days up to 365', () => {
    const riseFall = R_100.filter(
      (c) => ['CALL', 'PUT'].includes(c.contract_type) && c.barrier_category === 'euro_atm',
    );
    expect(durationLimits(riseFall.filter((c) => c.start_type === 'spot'))).toEqual([
      { unit: 't', min: 1, max: 10 },
      { unit: 's', min: 15, max: 86_399 },
      { unit: 'm', min: 1, max: 1439 },
      { unit: 'h', min: 1, max: 23 },
      { unit: 'd', min: 1, max: 365 },
    ]);
    expect(
      durationLimits([contract({ expiry_type: 'daily', min_contract_duration: '1d', max_contract_duration: '3650d' })]),
    ).toEqual([{ unit: 'd', min: 1, max: 365 }]);
  });

  it('offers no unit below the one the shortest duration is stated in: a 2m minimum offers no seconds', () => {
    const intraday = (min: string) =>
      contract({ expiry_type: 'intraday', min_contract_duration: min, max_contract_duration: '1d' });
    expect(durationLimits([intraday('2m')])).toEqual([
      { unit: 'm', min: 2, max: 1439 },
      { unit: 'h', min: 1, max: 23 },
    ]);
    expect(durationLimits([intraday('1h'), intraday('5m')]).map((limit) => limit.unit)).toEqual(['m', 'h']);
    expect(durationLimits([intraday('90s')]).map((limit) => limit.unit)).toEqual(['s', 'm', 'h']);
  });

  const minutes = { unit: 'm', min: 2, max: 1439 } as const;
  it.each([
    ['5', { value: 5 }],
    ['5.9', { value: 5 }],
    [' 7 ', { value: 7 }],
    ['2', { value: 2 }],
    ['1', { error: 'Should be between 2 and 1,439' }],
    ['1.99', { error: 'Should be between 2 and 1,439' }],
    ['1440', { error: 'Should be between 2 and 1,439' }],
    ['', { error: 'This field is required.' }],
    ['abc', { error: 'Should be a valid number.' }],
    ['-3', { error: 'Should be a valid number.' }],
  ])('duration %j in minutes -> %j', (text, expected) => {
    expect(checkDuration(text, minutes)).toEqual(expected);
  });

  it('a fixed duration names its one value', () => {
    expect(checkDuration('6', { unit: 't', min: 5, max: 5 })).toEqual({ error: 'Should be 5' });
  });
});

describe('amount (trading-core §5)', () => {
  it.each([
    ['5', '', true],
    ['.', '10', true],
    ['.', '10.5', false],
    ['e', '', false],
    ['-', '', false],
    [',', '1', false],
    ['Backspace', '1', true],
  ])('key %j after %j allowed: %s', (key, text, allowed) => {
    expect(amountKeyAllowed(key, text)).toBe(allowed);
  });

  it.each([
    ['10', 'USD', 'stake', undefined],
    ['10.55', 'USD', 'stake', undefined],
    ['10.555', 'USD', 'stake', 'Up to 2 decimal places are allowed.'],
    ['0.00012345', 'BTC', 'stake', undefined],
    ['0.000123456', 'BTC', 'stake', 'Up to 8 decimal places are allowed.'],
    ['', 'USD', 'stake', 'This field is required.'],
    ['1e3', 'USD', 'stake', 'Should be a valid number.'],
    ['0', 'USD', 'stake', 'Should be more than 0'],
    ['5000', 'USD', 'payout', undefined],
    ['5000.01', 'USD', 'payout', 'Should be less than 5,000'],
    ['5000.01', 'USD', 'stake', undefined],
  ] as const)('%j %s as %s -> %s', (text, currency, basis, expected) => {
    expect(amountError(text, { currency, basis })).toBe(expected);
  });

  it("caps the payout at the market's maximum when it gives one", () => {
    expect(amountError('2001', { currency: 'USD', basis: 'payout', maxPayout: 2000 })).toBe(
      'Should be less than 2,000',
    );
  });

  it('stores only what the field may hold, crypto amounts apart', () => {
    expect(amountAcceptable('12.3', 'USD')).toBe(true);
    expect(amountAcceptable('12.345', 'USD')).toBe(false);
    expect(amountAcceptable('0.12345678', 'BTC')).toBe(true);
    expect(amountAcceptable('1a', 'USD')).toBe(false);
    expect(amountField('BTC')).toBe('amount_crypto');
    expect(amountField('USD')).toBe('amount');
  });

  it('callputspread forces payout; other forms offer both', () => {
    expect(basisOptions('callputspread')).toEqual(['payout']);
    expect(basisOptions('risefall')).toEqual(['payout', 'stake']);
  });

  it.each([
    ['10', 1, '11'],
    ['11', -1, '10'],
    ['10', -1, '10'],
    ['', 1, '11'],
    ['x', -1, '10'],
  ] as const)('payout list step from %j by %i -> %s', (text, direction, expected) => {
    expect(stepAmount(text, direction)).toBe(expected);
  });
});

describe('barriers (trading-core §5)', () => {
  it.each([
    ['+1.25', undefined],
    ['-0.5', undefined],
    ['1234.56', undefined],
    ['0', 'Barrier must be a non-zero number.'],
    ['+0.00', 'Barrier must be a non-zero number.'],
    // A zero offset is refused like a zero level, as the platform's own trading page refused it.
    ['+0', 'Barrier must be a non-zero number.'],
    ['-0', 'Barrier must be a non-zero number.'],
    ['', 'This field is required.'],
    ['1..2', 'Should be a valid number.'],
    ['+-1', 'Should be a valid number.'],
    ['abc', 'Should be a valid number.'],
  ])('barrier %j -> %s', (text, expected) => {
    expect(barrierError(text)).toBe(expected);
  });

  it.each([
    ['+2', '-2', {}],
    ['1300', '1200', {}],
    ['-1', '+1', { high: 'High barrier must be higher than low barrier.' }],
    ['+1', '+1', { high: 'High barrier must be higher than low barrier.' }],
    ['+1', '0', { low: 'Barrier must be a non-zero number.' }],
  ])('high %j low %j -> %j', (high, low, expected) => {
    expect(barrierPairErrors(high, low)).toEqual(expected);
  });

  it.each([
    ['+', '', 0, true],
    ['-', '1', 0, true],
    ['+', '1', 1, false],
    ['-', '+1', 0, false],
    ['.', '+1', 2, true],
    ['.', '+1.2', 4, false],
    ['x', '', 0, false],
    ['7', '+1', 2, true],
  ] as const)('key %j into %j at %i allowed: %s', (key, text, caret, allowed) => {
    expect(barrierKeyAllowed(key, text, caret)).toBe(allowed);
  });
});

describe('digits (trading-core §5)', () => {
  it.each([
    ['0', undefined],
    ['9', undefined],
    ['10', 'Should be between 0 and 9'],
    ['-1', 'Should be between 0 and 9'],
    ['', 'Should be between 0 and 9'],
  ])('prediction %j -> %s', (text, expected) => {
    expect(predictionError(text)).toBe(expected);
  });

  it('every digit form but Even/Odd asks for a prediction', () => {
    expect([takesPrediction('matchdiff'), takesPrediction('overunder'), takesPrediction('evenodd')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('markets', () => {
  const symbols = [
    symbol({ symbol: 'OTC_AEX', market: 'indices', market_display_name: 'Stock Indices' }),
    symbol({ symbol: 'frxXAUUSD', market: 'commodities', market_display_name: 'Commodities' }),
    symbol({ symbol: 'R_50', market: 'synthetic_index', market_display_name: 'Synthetic Indices', display_order: 2 }),
    symbol({ symbol: 'R_100', market: 'synthetic_index', market_display_name: 'Synthetic Indices', display_order: 1 }),
    symbol({ symbol: 'frxEURUSD', market: 'forex', market_display_name: 'Forex' }),
    symbol({ symbol: 'cryBTCUSD', market: 'cryptocurrency', market_display_name: 'Cryptocurrencies' }),
  ];

  it('orders markets forex, volatility, indices, stocks, commodities, then the rest', () => {
    expect(marketsOf(symbols).map((m) => m.market)).toEqual([
      'forex',
      'synthetic_index',
      'indices',
      'commodities',
      'cryptocurrency',
    ]);
    expect(underlyingsOf(symbols, 'synthetic_index').map((s) => s.symbol)).toEqual(['R_100', 'R_50']);
  });

  it.each([
    [1, 0, true],
    [0, 0, false],
    [1, 1, false],
  ] as const)('exchange open %i, suspended %i -> active %s', (open, suspended, active) => {
    expect(isSymbolActive({ exchange_is_open: open, is_trading_suspended: suspended })).toBe(active);
  });
});
