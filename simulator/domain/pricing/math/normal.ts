/**
 * Standard normal distribution. The cdf is W. J. Cody's rational Chebyshev approximation
 * (the algorithm behind R's pnorm and cdflib's cumnor, which the platform's Math::CDF wraps):
 * about 1e-16 relative accuracy over the whole range, tails included.
 * Coefficient lists run from the highest power down, for Horner evaluation.
 */

const ONE_OVER_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

/** |x| ≤ 0.674: x·P(x²)/Q(x²). */
const CENTRAL_NUMERATOR = [
  0.06568233791820745, 2.2352520354606837, 161.02823106855587, 1067.6894854603709, 18154.98125334356,
];
const CENTRAL_DENOMINATOR = [1, 47.202581904688245, 976.0985517377767, 10260.932208618979, 45507.78933502673];

/** 0.674 < |x| ≤ √32: tail = e^{-x²/2}·P(|x|)/Q(|x|). */
const NEAR_TAIL_NUMERATOR = [
  1.0765576773720192e-8, 0.39894151208813466, 8.883149794388377, 93.50665613217785, 597.2702763948002,
  2494.5375852903726, 6848.190450536283, 11602.65143764735, 9842.714838383978,
];
const NEAR_TAIL_DENOMINATOR = [
  1, 22.266688044328117, 235.387901782625, 1519.3775994075547, 6485.558298266761, 18615.571640885097, 34900.95272114598,
  38912.00328609327, 19685.429676859992,
];

/** |x| > √32: asymptotic series in 1/x². */
const FAR_TAIL_NUMERATOR = [
  0.023073441764940174, 0.215898534057957, 0.12740116116024736, 0.022235277870649807, 0.0014216191932278934,
  2.9112874951168793e-5,
];
const FAR_TAIL_DENOMINATOR = [
  1, 1.284260096144911, 0.4682382124808651, 0.06598813786892856, 0.0037823963320275824, 7.297515550839662e-5,
];

const CENTRAL_LIMIT = 0.67448975;
const NEAR_TAIL_LIMIT = Math.sqrt(32);
/** Beyond these the lower tail underflows to 0, or the cdf rounds to 1. */
const LOWER_TAIL_LIMIT = -37.5193;
const UPPER_TAIL_LIMIT = 8.2924;

function horner(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);
}

/** e^{-y²/2}, computed in two parts so that rounding y² does not cost accuracy. */
function gaussianFactor(y: number): number {
  const ySplit = Math.trunc(y * 16) / 16;
  const remainder = (y - ySplit) * (y + ySplit);
  return Math.exp(-ySplit * ySplit * 0.5) * Math.exp(-remainder * 0.5);
}

/** 1 - N(y) for y > 0.674, without cancellation. */
function upperTail(y: number): number {
  if (y <= NEAR_TAIL_LIMIT) {
    return (gaussianFactor(y) * horner(NEAR_TAIL_NUMERATOR, y)) / horner(NEAR_TAIL_DENOMINATOR, y);
  }
  const inverseSquare = 1 / (y * y);
  const correction =
    (inverseSquare * horner(FAR_TAIL_NUMERATOR, inverseSquare)) / horner(FAR_TAIL_DENOMINATOR, inverseSquare);
  return (gaussianFactor(y) * (ONE_OVER_SQRT_2PI - correction)) / y;
}

/** P(Z ≤ x) for a standard normal Z. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const y = Math.abs(x);
  if (y <= CENTRAL_LIMIT) {
    const square = x * x;
    return 0.5 + (x * horner(CENTRAL_NUMERATOR, square)) / horner(CENTRAL_DENOMINATOR, square);
  }
  if (x <= LOWER_TAIL_LIMIT) return 0;
  if (x >= UPPER_TAIL_LIMIT) return 1;
  const tail = upperTail(y);
  return x < 0 ? tail : 1 - tail;
}

/** Standard normal density. */
export function normalPdf(x: number): number {
  return ONE_OVER_SQRT_2PI * Math.exp(-0.5 * x * x);
}
