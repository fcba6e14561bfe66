import { NetworkStatus, SupportChat } from '../features/notifications';
import { ServerClock } from '../features/session';

/** The bottom bar: network status, support chat, and the platform's clock in GMT. */
export function StatusBar() {
  return (
    <footer className="shell__status-bar">
      <span className="shell__copyright">© Strike</span>
      <NetworkStatus />
      <SupportChat />
      <ServerClock />
    </footer>
  );
}
