/**
 * Deterministic standard normals keyed by (seed, symbol, node): the feed's only source of randomness.
 * A 32-bit integer mixer (the "lowbias32" finaliser) turns the key into two uniforms, Box-Muller turns
 * those into a normal. No state, so any node can be drawn in any order with the same result.
 */

function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a over the symbol's UTF-16 code units. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const TWO_POW_32 = 2 ** 32;

/** A key for one (seed, symbol) stream; fold a seed of up to 53 bits into 32. */
export function streamKey(seed: number, symbol: string): number {
  const folded = (seed >>> 0) ^ mix32(Math.floor(seed / TWO_POW_32));
  return mix32(folded ^ mix32(hashText(symbol)));
}

/** The standard normal of node `node` (a non-negative integer below 2^53) of a stream. */
export function normalAt(stream: number, node: number): number {
  const low = node >>> 0;
  const high = Math.floor(node / TWO_POW_32) >>> 0;
  const first = mix32(stream ^ mix32(low ^ mix32(high + 0x9e3779b9)));
  const second = mix32(first ^ 0x85ebca6b);
  const u1 = (first + 0.5) / TWO_POW_32;
  const u2 = (second + 0.5) / TWO_POW_32;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
