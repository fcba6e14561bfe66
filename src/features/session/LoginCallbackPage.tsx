import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';

/** Where the log-in page sends the browser back; the session start-up does the work. */
export function LoginCallbackPage() {
  return (
    <Notice tone="plain" base="page-message">
      {localize('Logging you in…')}
    </Notice>
  );
}
