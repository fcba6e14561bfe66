import { useRef, type ReactNode } from 'react';
import { useModalFocus } from './useModalFocus';
import './popup.css';

interface Props {
  title: string;
  children: ReactNode;
  testId?: string;
  /** What Escape does; without it the popup's buttons are the only way out. */
  onEscape?: () => void;
}

/** A modal dialog over the page: focus stays in it while it is open and goes back where it was after. */
export function Popup({ title, children, testId, onEscape }: Props) {
  const dialog = useRef<HTMLElement>(null);
  useModalFocus(dialog, true, onEscape);
  return (
    <div className="popup-overlay">
      <section
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        ref={dialog}
        tabIndex={-1}
      >
        <h2 className="popup__title">{title}</h2>
        {children}
      </section>
    </div>
  );
}
