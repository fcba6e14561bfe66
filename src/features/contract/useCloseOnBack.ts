import { useEffect, useId, useRef } from 'react';

/** The history state key marking the entry a popup pushed for itself. */
const MARK = 'contractPopup';

function isMarked(marker: string): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[MARK] === marker;
}

/**
 * Back navigation closes the popup: while it is open, an entry of the same address is pushed, and
 * going back over it closes it. Closing it otherwise takes that entry off again.
 *
 * Taking the entry off waits a microtask: StrictMode runs the cleanup and the effect again in the same
 * commit, and a `history.back()` issued there would land after the second push and close the popup.
 */
export function useCloseOnBack(onClose: () => void, enabled: boolean): void {
  const marker = useId();
  const latest = useRef(onClose);
  const leaving = useRef(false);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!enabled) return undefined;
    leaving.current = false;
    if (!isMarked(marker)) window.history.pushState({ ...(window.history.state as object | null), [MARK]: marker }, '');
    const onPop = () => latest.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      leaving.current = true;
      queueMicrotask(() => {
        if (leaving.current && isMarked(marker)) window.history.back();
      });
    };
  }, [enabled, marker]);
}
