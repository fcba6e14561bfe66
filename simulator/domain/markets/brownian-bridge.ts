import { normalAt } from './feed-noise';

/**
 * A standard Brownian motion W on the integer tick indices 0..2^32, built top-down as a Brownian bridge
 * over dyadic intervals: W(0) = 0, W(2^32) = 2^16·Z, and each midpoint m of [l, r] is
 * (W(l) + W(r))/2 + √((r − l)/4)·Z(m). Every Z comes from `normalAt(stream, node)`, so W(n) is a pure
 * function of (stream, n): one value costs 32 steps, a run of k consecutive values about 2k + 64, and
 * nothing needs caching or replaying from a start. The increments W(n+1) − W(n) are independent
 * standard normals, exactly as a step-by-step random walk would give.
 */

export const BRIDGE_SPAN = 2 ** 32;

function topValue(stream: number): number {
  return Math.sqrt(BRIDGE_SPAN) * normalAt(stream, BRIDGE_SPAN);
}

function midpointValue(stream: number, left: number, right: number, wLeft: number, wRight: number): number {
  const middle = (left + right) / 2;
  return (wLeft + wRight) / 2 + Math.sqrt((right - left) / 4) * normalAt(stream, middle);
}

/** W(n) for 0 ≤ n ≤ 2^32. */
export function bridgeValue(stream: number, n: number): number {
  if (n === 0) return 0;
  let left = 0;
  let right = BRIDGE_SPAN;
  let wLeft = 0;
  let wRight = topValue(stream);
  while (right - left > 1) {
    const middle = (left + right) / 2;
    const wMiddle = midpointValue(stream, left, right, wLeft, wRight);
    if (n === middle) return wMiddle;
    if (n < middle) {
      right = middle;
      wRight = wMiddle;
    } else {
      left = middle;
      wLeft = wMiddle;
    }
  }
  return n === left ? wLeft : wRight;
}

/**
 * W(n) for every n in [from, to] that is a multiple of `stride` (a power of two; 0 ≤ from ≤ to < 2^32),
 * in order. The walk stops at intervals of `stride`, so a sample costs about two draws, not 32.
 */
export function bridgeRun(stream: number, from: number, to: number, stride = 1): number[] {
  const values: number[] = [];
  const visit = (left: number, right: number, wLeft: number, wRight: number): void => {
    if (left > to || right <= from) return;
    if (right - left === stride) {
      if (left >= from) values.push(wLeft);
      return;
    }
    const middle = (left + right) / 2;
    const wMiddle = midpointValue(stream, left, right, wLeft, wRight);
    visit(left, middle, wLeft, wMiddle);
    visit(middle, right, wMiddle, wRight);
  };
  visit(0, BRIDGE_SPAN, 0, topValue(stream));
  return values;
}
