import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { isConnectionLost, selectConnection } from '../../api/connection-slice';
import { localize } from '../../lib/localize';
import { CONNECTION_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from './global-errors';
import { selectNotices } from './notices-slice';
import { useSiteStatus } from './useSiteStatus';

/**
 * The notices under the header: connection loss, rate limit, the platform's own status message, and
 * whatever other notices the shell puts here.
 */
export function GlobalNotices({ children }: { children?: ReactNode }) {
  const notices = useSelector(selectNotices);
  const connection = useSelector(selectConnection);
  const site = useSiteStatus();
  const lines: { id: string; text: string }[] = [];
  if (isConnectionLost(connection)) lines.push({ id: 'connection', text: localize(CONNECTION_ERROR_MESSAGE) });
  if (notices.rateLimitedCalls.length > 0) lines.push({ id: 'rate-limit', text: localize(RATE_LIMIT_MESSAGE) });
  if (site.message) lines.push({ id: 'site', text: site.message });
  return (
    <div className="global-notices" role="status">
      {lines.map(({ id, text }) => (
        <p key={id} className="global-notices__line" data-testid={`notice-${id}`}>
          {text}
        </p>
      ))}
      {children}
    </div>
  );
}
