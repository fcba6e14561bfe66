import { ServerClock } from '../features/session';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The bottom bar: the language and the platform's clock in GMT. */
export function StatusBar() {
  return (
    <footer className="shell__status-bar">
      <LanguageSwitcher />
      <ServerClock testId="status-bar-clock" />
    </footer>
  );
}
