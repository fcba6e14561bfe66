import { useEffect, useState } from 'react';
import { localize } from '../../lib/localize';
import { after } from '../../lib/timers';
import { PageLink } from '../../ui/page-links';
import { useTimers } from '../../ui/timers-context';
import { supportChatStatus } from './support-hours';

/**
 * The live-chat button, enabled only in support hours and re-checked when they begin or end. In hours
 * it opens the chat where a page gives `onOpen` (the contact page), and elsewhere leads to the contact page.
 */
export function SupportChat({ onOpen }: { onOpen?: () => void }) {
  const timers = useTimers();
  const [status, setStatus] = useState(() => supportChatStatus(timers.now()));

  useEffect(
    () => after(timers, status.changesAt - timers.now(), () => setStatus(supportChatStatus(timers.now()))),
    [status, timers],
  );

  return (
    <span className="support-chat" data-testid="support-chat" data-available={status.available}>
      {status.available && onOpen ? (
        <button className="button" type="button" onClick={onOpen}>
          {localize('Live chat')}
        </button>
      ) : status.available ? (
        <PageLink className="button" page="contact">
          {localize('Live chat')}
        </PageLink>
      ) : (
        <>
          <button className="button" type="button" disabled>
            {localize('Live chat')}
          </button>
          <span className="support-chat__notice">{localize('Live chat is unavailable at the moment.')}</span>
        </>
      )}
    </span>
  );
}
