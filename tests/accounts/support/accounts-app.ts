import { useAppSimulator } from '../../app/support/app-simulator';

/**
 * The app against one simulator for an accounts test file: every test starts with empty browser
 * storage and leaves the default world as the fixture made it, since opening accounts changes it.
 */
export function useAccountsApp() {
  const app = useAppSimulator({
    beforeEach: () => {
      localStorage.clear();
      sessionStorage.clear();
    },
    afterEach: (simulator) => simulator.control.resetWorld('default'),
  });
  return { app, simulator: () => app.simulator() };
}
