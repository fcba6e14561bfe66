/** Small numerical tools for checking closed forms independently: quadrature and a seeded normal sampler. */

/** Composite Simpson rule on [from, to] with an even number of intervals. */
export function simpson(f: (x: number) => number, from: number, to: number, intervals = 2_000): number {
  const n = intervals % 2 === 0 ? intervals : intervals + 1;
  const step = (to - from) / n;
  let sum = f(from) + f(to);
  for (let i = 1; i < n; i += 1) sum += (i % 2 === 0 ? 2 : 4) * f(from + i * step);
  return (sum * step) / 3;
}

export function gaussianDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** mulberry32: a tiny seeded uniform generator, so that Monte Carlo checks replay exactly. */
function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal draws by Box-Muller over the seeded generator. */
export function seededNormals(seed: number): () => number {
  const uniform = seededUniform(seed);
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}
