import { useEffect, useId, useRef } from 'react';

/** The history state key marking the entry a popup pushed for itself. */
const MARK = 'contractPopup';

/**
 * Back navigation closes the popup: while it is open, an entry of the same address is pushed, and
 * going back over it closes it. Closing it otherwise takes that entry off again.
 */
export function useCloseOnBack(onClose: () => void, enabled: boolean): void {
  const marker = useId();
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!enabled) return undefined;
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: marker }, '');
    const onPop = () => latest.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((window.history.state as Record<string, unknown> | null)?.[MARK] === marker) window.history.back();
    };
  }, [enabled, marker]);
}
