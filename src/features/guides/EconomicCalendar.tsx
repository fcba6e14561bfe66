/// <reference types="vite/client" />
import { useEffect, useRef, useState } from 'react';
import { localize } from '../../lib/localize';

/** The calendar provider's script, configured for production builds only. */
const CALENDAR_SCRIPT: string | undefined = import.meta.env.VITE_ECONOMIC_CALENDAR_SCRIPT;

/**
 * The provider's economic calendar, its script loaded into the page; without a configured script (or
 * when it fails to load, as offline) the page says the calendar is unavailable.
 */
export function EconomicCalendar({ scriptUrl = CALENDAR_SCRIPT }: { scriptUrl?: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = holder.current;
    if (!scriptUrl || !target) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('error', () => setFailed(true));
    target.append(script);
    return () => script.remove();
  }, [scriptUrl]);

  if (!scriptUrl || failed) {
    return (
      <p className="content-page__notice" role="status" data-testid="calendar-unavailable">
        {localize('The economic calendar is unavailable at the moment.')}
      </p>
    );
  }
  return <div ref={holder} className="content-page__widget" data-testid="economic-calendar" />;
}
