import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { chunkHeights, chunkWindow, MOST_CHUNKS, sameWindow, type ChunkWindow } from './chunk-window';

/** Marks a chunk's <tbody> with its index, so its height can be measured while it is rendered. */
export const CHUNK_ATTRIBUTE = 'data-chunk';

/**
 * The chunks of `table` to render as the client scrolls (chunk-window.ts). Rendered chunks are
 * measured on every check, so a window resize that rewraps rows corrects their spacers.
 */
export function useChunkWindow(table: RefObject<HTMLTableElement | null>, chunks: number): ChunkWindow {
  const measured = useRef<number[]>([]);
  const [rendered, setRendered] = useState<ChunkWindow>(() => ({
    first: 0,
    end: Math.min(chunks, MOST_CHUNKS),
    above: 0,
    below: 0,
  }));

  // A layout effect, so a new chunk at the end is measured and windowed before the browser paints.
  useLayoutEffect(() => {
    const check = () => {
      const element = table.current;
      if (!element) return;
      for (const body of element.querySelectorAll<HTMLElement>(`tbody[${CHUNK_ATTRIBUTE}]`)) {
        measured.current[Number(body.getAttribute(CHUNK_ATTRIBUTE))] = body.getBoundingClientRect().height;
      }
      const bodyTop = (element.tBodies[0] ?? element).getBoundingClientRect().top;
      const next = chunkWindow(chunkHeights(measured.current, chunks), {
        top: -bodyTop,
        bottom: window.innerHeight - bodyTop,
      });
      setRendered((current) => (sameWindow(current, next) ? current : next));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [table, chunks]);

  return rendered.end > chunks ? { ...rendered, end: chunks } : rendered;
}
