/**
 * Rounding to the currency's price precision, half away from zero on the decimal value (as the
 * platform's `roundcommon`), so 1.005 rounds to 1.01 although its binary value is just below it.
 * Money proper is the ledger's business; pricing needs this only where the model itself rounds
 * (lookback asks per unit) and to report prices comparable with the platform's.
 */
export function roundPrice(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const product = Math.abs(value) * factor;
  // Clear of a half, the binary value and the decimal meant round alike, and the quotient is the double
  // nearest the decimal result, as parsing it would give: skip the text (the hot path of every price).
  // The margin covers the product's error and the 15-digit reading's (5e-15 of the value).
  if (Math.abs(product - Math.floor(product) - 0.5) > product * 1e-13 + 1e-12 && product < 2 ** 50) {
    return Math.sign(value) * (Math.round(product) / factor);
  }
  // 15 significant digits recover the decimal the caller meant; shifting the exponent in text is exact.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(14).split('e');
  const scaled = Number(`${mantissa}e${Number(exponent) + decimals}`);
  return Math.sign(value) * Number(`${Math.round(scaled)}e-${decimals}`);
}
