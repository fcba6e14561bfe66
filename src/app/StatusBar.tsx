import { ServerClock } from '../features/session';

/** The bottom bar: the platform's clock in GMT. */
export function StatusBar() {
  return (
    <footer className="shell__status-bar">
      <span className="shell__copyright">© Strike</span>
      <ServerClock testId="status-bar-clock" />
    </footer>
  );
}
