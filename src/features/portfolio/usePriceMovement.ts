import { useEffect, useRef, useState } from 'react';

export type PriceMovement = 'up' | 'down' | undefined;

/** Whether the price rose or fell at its last change; undefined until it first changes. */
export function usePriceMovement(price: number | undefined): PriceMovement {
  const previous = useRef(price);
  const [movement, setMovement] = useState<PriceMovement>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return;
    setMovement(price > before ? 'up' : 'down');
  }, [price]);
  return movement;
}
