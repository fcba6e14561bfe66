/**
 * Rounding to the currency's price precision, half away from zero on the decimal value (as the
 * platform's `roundcommon`), so 1.005 rounds to 1.01 although its binary value is just below it.
 * Money proper is the ledger's business; pricing needs this only where the model itself rounds
 * (lookback asks per unit) and to report prices comparable with the platform's.
 */
export function roundPrice(value: number, decimals = 2): number {
  // 15 significant digits recover the decimal the caller meant; shifting the exponent in text is exact.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(14).split('e');
  const scaled = Number(`${mantissa}e${Number(exponent) + decimals}`);
  return Math.sign(value) * Number(`${Math.round(scaled)}e-${decimals}`);
}
