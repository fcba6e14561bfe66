import { useEffect, useRef } from 'react';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';

export interface SiteStatus {
  status: string | undefined;
  /** The platform's banner text about a problem, when it gives one. */
  message: string | undefined;
}

/**
 * The platform's status from the website_status stream. When the site comes back up after being down
 * (or updating), the page reloads so it runs on what the platform now serves.
 */
const reloadPage = () => window.location.reload();

export function useSiteStatus(reload: () => void = reloadPage): SiteStatus {
  const { data } = useWebsiteStatusStreamQuery();
  const status = data?.site_status;
  const wasDown = useRef(false);

  useEffect(() => {
    if (status === undefined) return;
    if (status !== 'up') wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      reload();
    }
  }, [status, reload]);

  return { status, message: data?.message };
}
