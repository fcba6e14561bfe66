import Big from 'big.js';
import { localize, localizePlural } from '../localize';
import { formatDecimal } from '../money';
import type { Validator } from './validator';

/** Digits with an optional fraction: what amount and number fields accept (no sign, no exponent). */
const DECIMAL_NUMBER = /^\d+(?:\.(\d+))?$/;
const WHOLE_NUMBER = /^\d+$/;
/** trading-core §9. The message states the number itself, so the two change together. */
const MULTIPLIER_MAX = 1000;
const DECIMAL_PLACES = {
  one: 'Up to [_1] decimal place is allowed.',
  other: 'Up to [_1] decimal places are allowed.',
} as const;

export const number: Validator = (value) =>
  value === '' || DECIMAL_NUMBER.test(value) ? undefined : localize('Should be a valid number.');

export const integer: Validator = (value) =>
  value === '' || WHOLE_NUMBER.test(value) ? undefined : localize('Should be a valid number.');

/** At most `maxDecimals` digits after the point, usually the currency's decimals. Leaves non-numbers to `number`. */
export function decimals(maxDecimals: number): Validator {
  return (value) => {
    const fraction = DECIMAL_NUMBER.exec(value)?.[1] ?? '';
    return fraction.length > maxDecimals ? localizePlural(DECIMAL_PLACES, maxDecimals, maxDecimals) : undefined;
  };
}

export interface BoundsOptions {
  readonly min?: number | string;
  readonly max?: number | string;
  /** Shows the limits in the message with this many decimals (money: the currency's); otherwise as given. */
  readonly decimals?: number;
}

/**
 * The value lies within `min` and `max`, both inclusive. The message depends on which limits
 * exist: 'Should be [_1]' when they are equal, 'Should be between [_1] and [_2]' when both are
 * set, otherwise 'Should be more than [_1]' or 'Should be less than [_1]'. Limits are shown
 * grouped by thousands. Values that are not numbers are left to `number`.
 */
export function bounds({ min, max, decimals: shownDecimals }: BoundsOptions): Validator {
  const shown = (limit: number | string) => formatDecimal(limit, shownDecimals);
  return (value) => {
    const amount = decimalOrUndefined(value);
    if (amount === undefined) return undefined;
    const belowMin = min !== undefined && amount.lt(min);
    const aboveMax = max !== undefined && amount.gt(max);
    if (min !== undefined && max !== undefined) {
      if (new Big(min).eq(max)) return amount.eq(min) ? undefined : localize('Should be [_1]', shown(min));
      return belowMin || aboveMax ? localize('Should be between [_1] and [_2]', shown(min), shown(max)) : undefined;
    }
    if (min !== undefined && belowMin) return localize('Should be more than [_1]', shown(min));
    if (max !== undefined && aboveMax) return localize('Should be less than [_1]', shown(max));
    return undefined;
  };
}

/** At most 1000. Leaves non-numbers to `number`. */
export const multiplier: Validator = (value) =>
  decimalOrUndefined(value)?.gt(MULTIPLIER_MAX) ? localize('Maximum multiplier of 1000.') : undefined;

function decimalOrUndefined(value: string): Big | undefined {
  if (!DECIMAL_NUMBER.test(value)) return undefined;
  return new Big(value);
}
