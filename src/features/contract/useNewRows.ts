import { useEffect, useRef, useState } from 'react';
import { NEW_ROW_HIGHLIGHT_MS } from '../../lib/constants';

/**
 * Keys of rows that appeared after the first render, each for NEW_ROW_HIGHLIGHT_MS: the rows a table
 * shows when it opens are not new, those the stream adds later are. Keys still loading (undefined) are
 * not a first render: the rows that arrive with them are the ones the table opens with.
 */
export function useNewRows(keys: readonly number[] | undefined): ReadonlySet<number> {
  const seen = useRef<Set<number> | undefined>(undefined);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const joined = keys?.join(',');

  useEffect(() => {
    if (joined === undefined) return;
    const current = joined === '' ? [] : joined.split(',').map(Number);
    if (!seen.current) {
      seen.current = new Set(current);
      return;
    }
    const known = seen.current;
    const added = current.filter((key) => !known.has(key));
    if (added.length === 0) return;
    added.forEach((key) => known.add(key));
    setFresh((previous) => new Set([...previous, ...added]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((previous) => new Set([...previous].filter((key) => !added.includes(key))));
    }, NEW_ROW_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [joined]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return fresh;
}
