import { useEffect } from 'react';
import { MENU_DRAG_EDGE_PX, MENU_DRAG_OPEN_PX } from '../lib/constants';

/**
 * While `enabled`, a rightward drag of 50 px that begins at the screen's left edge calls `onDrag`
 * (accounts-and-money §9). Touches are followed through touch events, which keep coming while the
 * browser pans; mouse and pen through pointer events.
 */
export function useEdgeDrag(enabled: boolean, onDrag: () => void) {
  useEffect(() => {
    if (!enabled) return undefined;
    let startX: number | undefined;
    const begin = (x: number) => {
      startX = x <= MENU_DRAG_EDGE_PX ? x : undefined;
    };
    const moveTo = (x: number) => {
      if (startX === undefined || !(x - startX >= MENU_DRAG_OPEN_PX)) return;
      startX = undefined;
      onDrag();
    };
    const end = () => {
      startX = undefined;
    };
    const pointerDown = (event: PointerEvent) => event.pointerType !== 'touch' && begin(event.clientX);
    const pointerMove = (event: PointerEvent) => event.pointerType !== 'touch' && moveTo(event.clientX);
    const touchStart = (event: TouchEvent) => begin(singleTouchX(event));
    const touchMove = (event: TouchEvent) => moveTo(singleTouchX(event));
    const listeners = [
      ['pointerdown', pointerDown],
      ['pointermove', pointerMove],
      ['pointerup', end],
      ['pointercancel', end],
      ['touchstart', touchStart],
      ['touchmove', touchMove],
      ['touchend', end],
      ['touchcancel', end],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [enabled, onDrag]);
}

/** Where a one-finger touch is; NaN for several fingers (a pinch is no drag). */
function singleTouchX(event: TouchEvent): number {
  return event.touches.length === 1 ? (event.touches[0]?.clientX ?? Number.NaN) : Number.NaN;
}
