import type { Currency } from '../../domain/currencies';
import { largestAmount, toMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';

/**
 * A buy or sell request's `price` in minor units, read with the currency's decimals as the platform
 * reads it. A price past what the currency can hold in safe integers is invalid input, not a crash.
 */
export function requestedPriceMinor(price: number, currency: Currency): number {
  try {
    return toMinorUnits(price.toFixed(currency.fractionalDigits), currency);
  } catch {
    throw new ApiError('InputValidationFailed', 'Input validation failed: price', {
      price: `Must be <= ${largestAmount(currency)}.`,
    });
  }
}
