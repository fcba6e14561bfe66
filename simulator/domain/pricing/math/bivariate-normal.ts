import { normalCdf } from './normal';

/**
 * Bivariate standard normal cdf, after A. Genz, "Numerical computation of rectangular bivariate
 * and trivariate normal and t probabilities" (Statistics and Computing, 2004): Drezner-Wesolowsky
 * Gauss-Legendre quadrature for |ρ| < 0.925, Genz's series-plus-quadrature form above. Accurate to
 * about 1e-15, well inside the reset vectors' half-cent tolerance.
 */

/** Gauss-Legendre (node, weight) pairs for nodes in (-1, 0); each node is also used mirrored at -x. */
type GaussLegendreHalf = readonly (readonly [node: number, weight: number])[];

const SIX_POINT: GaussLegendreHalf = [
  [-0.9324695142031522, 0.1713244923791705],
  [-0.6612093864662647, 0.3607615730481384],
  [-0.238619186083197, 0.4679139345726904],
];
const TWELVE_POINT: GaussLegendreHalf = [
  [-0.9815606342467191, 0.04717533638651177],
  [-0.904117256370475, 0.1069393259953183],
  [-0.769902674194305, 0.1600783285433464],
  [-0.5873179542866171, 0.2031674267230659],
  [-0.3678314989981802, 0.2334925365383547],
  [-0.1252334085114692, 0.2491470458134029],
];
const TWENTY_POINT: GaussLegendreHalf = [
  [-0.9931285991850949, 0.01761400713915212],
  [-0.9639719272779138, 0.04060142980038694],
  [-0.912234428251326, 0.06267204833410905],
  [-0.8391169718222188, 0.08327674157670475],
  [-0.7463319064601508, 0.1019301198172404],
  [-0.636053680726515, 0.1181945319615184],
  [-0.5108670019508271, 0.1316886384491766],
  [-0.3737060887154196, 0.1420961093183821],
  [-0.2277858511416451, 0.1491729864726037],
  [-0.07652652113349732, 0.1527533871307259],
];

function ruleFor(correlation: number): GaussLegendreHalf {
  const size = Math.abs(correlation);
  if (size < 0.3) return SIX_POINT;
  if (size < 0.75) return TWELVE_POINT;
  return TWENTY_POINT;
}

/** P(X > h, Y > k) for moderate correlation, integrating over asin(ρ). */
function upperModerate(h: number, k: number, correlation: number): number {
  const hk = h * k;
  const halfSquares = (h * h + k * k) / 2;
  const angle = Math.asin(correlation);
  let sum = 0;
  for (const [node, weight] of ruleFor(correlation)) {
    for (const side of [-1, 1]) {
      const sine = Math.sin((angle * (1 + side * node)) / 2);
      sum += weight * Math.exp((sine * hk - halfSquares) / (1 - sine * sine));
    }
  }
  return (sum * angle) / (4 * Math.PI) + normalCdf(-h) * normalCdf(-k);
}

/** P(X > h, Y > k) for |ρ| ≥ 0.925, expanding around ρ = ±1. */
function upperStrong(h: number, kIn: number, correlation: number): number {
  const k = correlation < 0 ? -kIn : kIn;
  const hk = h * k;
  let sum = 0;
  if (Math.abs(correlation) < 1) {
    const complement = (1 - correlation) * (1 + correlation);
    let a = Math.sqrt(complement);
    const gapSquare = (h - k) ** 2;
    const c = (4 - hk) / 8;
    const d = (12 - hk) / 16;
    const exponent = -(gapSquare / complement + hk) / 2;
    if (exponent > -100) {
      sum =
        a *
        Math.exp(exponent) *
        (1 - (c * (gapSquare - complement) * (1 - (d * gapSquare) / 5)) / 3 + (c * d * complement * complement) / 5);
    }
    if (hk > -100) {
      const gap = Math.sqrt(gapSquare);
      sum -=
        Math.exp(-hk / 2) *
        Math.sqrt(2 * Math.PI) *
        normalCdf(-gap / a) *
        gap *
        (1 - (c * gapSquare * (1 - (d * gapSquare) / 5)) / 3);
    }
    a /= 2;
    for (const [node, weight] of ruleFor(correlation)) {
      for (const side of [-1, 1]) {
        const xs = (a * (1 + side * node)) ** 2;
        const rs = Math.sqrt(1 - xs);
        const termExponent = -(gapSquare / xs + hk) / 2;
        if (termExponent > -100) {
          sum +=
            a *
            weight *
            Math.exp(termExponent) *
            (Math.exp((-hk * (1 - rs)) / (2 * (1 + rs))) / rs - (1 + c * xs * (1 + d * xs)));
        }
      }
    }
    sum = -sum / (2 * Math.PI);
  }
  if (correlation > 0) return sum + normalCdf(-Math.max(h, k));
  if (h >= k) return -sum;
  const between = h < 0 ? normalCdf(k) - normalCdf(h) : normalCdf(-h) - normalCdf(-k);
  return between - sum;
}

/** M(a, b; ρ) = P(X ≤ a, Y ≤ b) for standard normals X, Y with correlation ρ ∈ [-1, 1]. */
export function bivariateNormalCdf(a: number, b: number, correlation: number): number {
  const h = -a;
  const k = -b;
  const upper = Math.abs(correlation) < 0.925 ? upperModerate(h, k, correlation) : upperStrong(h, k, correlation);
  return Math.min(1, Math.max(0, upper));
}
