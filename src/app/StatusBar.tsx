import { NetworkStatus, SupportChat } from '../features/notifications';
import { ServerClock } from '../features/session';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The bottom bar: language, network status, support chat, and the platform's clock in GMT. */
export function StatusBar() {
  return (
    <footer className="shell__status-bar">
      <LanguageSwitcher />
      <NetworkStatus />
      <SupportChat />
      <ServerClock testId="status-bar-clock" />
    </footer>
  );
}
