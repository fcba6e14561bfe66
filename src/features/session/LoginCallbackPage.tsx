import { localize } from '../../lib/localize';

/** Where the log-in page sends the browser back; the session start-up does the work. */
export function LoginCallbackPage() {
  return <p className="page-message">{localize('Logging you in…')}</p>;
}
