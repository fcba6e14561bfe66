import { useState } from 'react';

export type PriceMovement = 'up' | 'down' | undefined;

interface Seen {
  update: object | undefined;
  price: number | undefined;
  movement: PriceMovement;
}

/**
 * Whether `price` went up or down with the latest `update` of one request's stream (trading-core §4,
 * "price movement is shown up or down relative to the previous price"). An update with the same price
 * clears the mark; so does a new request (its stream starts with no update, so no previous price).
 */
export function usePriceMovement(update: object | undefined, price: number | undefined): PriceMovement {
  const [seen, setSeen] = useState<Seen>({ update, price, movement: undefined });
  if (seen.update === update) return seen.movement;
  const movement =
    update === undefined || seen.price === undefined || price === undefined || price === seen.price
      ? undefined
      : price > seen.price
        ? 'up'
        : 'down';
  // Adjusting state while rendering: React re-renders at once with it, before anything is painted.
  setSeen({ update, price, movement });
  return movement;
}
