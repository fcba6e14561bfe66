import type { ReactNode } from 'react';
import './popup.css';

/** A modal dialog over the page; its buttons are the only way out. */
export function Popup({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="popup-overlay">
      <section className="popup" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <h2 className="popup__title">{title}</h2>
        {children}
      </section>
    </div>
  );
}
