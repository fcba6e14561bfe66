import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { MENU_ANIMATION_MS, REDUCED_MOTION_QUERY } from '../lib/constants';
import { localize } from '../lib/localize';
import { after } from '../lib/timers';
import { useMediaQuery } from '../lib/media-query';
import { useModalFocus } from '../ui/useModalFocus';
import { useTimers } from '../ui/timers-context';

export const MENU_DRAWER_ID = 'site-menu-drawer';

interface Props {
  open: boolean;
  /** Asked to close: Escape, the close button, the shade beside it, or a link chosen. */
  onClose(): void;
  children: ReactNode;
}

/**
 * The site menu on a narrow screen: a panel that slides in from the left in 400 ms (at once for
 * those who ask for reduced motion) and out again before it is removed. While open it keeps focus
 * as a modal dialog does; whoever opened it takes focus back when it closes.
 */
export function MenuDrawer({ open, onClose, children }: Props) {
  const timers = useTimers();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const duration = reducedMotion ? 0 : MENU_ANIMATION_MS;
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const panel = useRef<HTMLElement>(null);
  if (wasOpen !== open) {
    setWasOpen(open);
    setClosing(!open && duration > 0);
  }

  useEffect(
    () => (closing ? after(timers, duration, () => setClosing(false)) : undefined),
    [closing, duration, timers],
  );

  useModalFocus(panel, open, onClose);

  if (!open && !closing) return null;
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };
  return (
    <div
      className="menu-drawer"
      data-state={open ? 'open' : 'closing'}
      data-testid="menu-drawer"
      style={{ '--menu-animation': `${duration}ms` } as CSSProperties}
    >
      <div className="menu-drawer__shade" aria-hidden="true" onClick={onClose} />
      <nav
        id={MENU_DRAWER_ID}
        className="menu-drawer__panel"
        aria-label={localize('Main menu')}
        ref={panel}
        tabIndex={-1}
        onClick={closeOnLink}
        inert={!open}
      >
        <div className="menu-drawer__top">
          <span className="menu-drawer__brand">Strike</span>
          <button type="button" className="menu-drawer__close" aria-label={localize('Close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </nav>
    </div>
  );
}
