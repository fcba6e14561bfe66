import { useEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** The modal dialogs open now, the latest last: only that one keeps focus and hears Escape. */
const openDialogs: HTMLElement[] = [];

/** The controls Tab stops at inside `root`, in document order. */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !element.closest('[inert]'),
  );
}

/**
 * Makes `dialog` modal for the keyboard while `active`: focus moves into it (its first control, or the
 * dialog itself), Tab and Shift+Tab go round its controls only, Escape calls `onEscape` when given, and
 * on closing focus returns to the element that had it when the dialog opened.
 *
 * The dialog needs `tabIndex={-1}` so that it can hold focus itself when it has no control.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = dialog.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(root);
    (focusablesIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== root) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusablesIn(root);
      const first = controls[0];
      const last = controls.at(-1);
      const focused = document.activeElement;
      let next: HTMLElement | undefined;
      if (!first || !last) next = root;
      else if (!root.contains(focused)) next = event.shiftKey ? last : first;
      else if (event.shiftKey && (focused === first || focused === root)) next = last;
      else if (!event.shiftKey && focused === last) next = first;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(root), 1);
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [active, dialog]);
}
