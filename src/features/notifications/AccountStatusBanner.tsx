import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { after } from '../../lib/timers';
import { localize } from '../../lib/localize';
import { returnToState } from '../../lib/return-to';
import { readableStorage } from '../../lib/storage';
import { useTimers } from '../../ui/timers-context';
import { BANNER_MESSAGES } from './banner-messages';
import { LinkText } from './link-text';
import { notificationShowsAgainAt, readNotificationRecord, writeNotificationRecord } from './notification-record';
import { useBannerReason } from './useBannerReason';

/**
 * The account-status banner: the first message that applies, in the spec's order. Closing it hides
 * that message for 1800 s; another message shows at once.
 */
export function AccountStatusBanner() {
  const reason = useBannerReason();
  const location = useLocation();
  const timers = useTimers();
  const [record, setRecord] = useState(() => readNotificationRecord(readableStorage()));
  const [, setWokenAt] = useState(0);
  const message = reason && BANNER_MESSAGES[reason];
  const showsAgainAt = message ? notificationShowsAgainAt(record, message.text) : 0;
  const hidden = showsAgainAt > timers.now();

  useEffect(() => {
    if (!hidden) return undefined;
    return after(timers, showsAgainAt - timers.now(), () => setWokenAt(timers.now()));
  }, [hidden, showsAgainAt, timers]);

  if (!message || hidden) return null;
  const close = () => {
    const closed = { message: message.text, close_time: timers.now() };
    writeNotificationRecord(readableStorage(), closed);
    setRecord(closed);
  };
  return (
    <div className="status-banner" role="status" data-testid="status-banner" data-reason={reason}>
      <p className="status-banner__text">
        <LinkText text={localize(message.text)} page={message.page} state={returnToState(location)} />
      </p>
      <button className="status-banner__close" type="button" aria-label={localize('Close')} onClick={close}>
        ×
      </button>
    </div>
  );
}
