import { useMt5DemoTopUpMutation, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { demoTopUpAllowed } from './account-groups';

/** Tops a demo account up (the bare mt5_deposit); enabled only while it holds 1,000 or less. */
export function DemoTopUpButton({
  account,
  onDone,
  onRefused,
}: {
  account: Mt5Login;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const [topUp, { isLoading }] = useMt5DemoTopUpMutation();
  const login = account.login ?? '';
  const run = () =>
    topUp(login)
      .unwrap()
      .then(onDone)
      .catch((error: { message?: string }) =>
        onRefused(error.message || localize('Sorry, an error occurred while processing your request.')),
      );
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={isLoading || !demoTopUpAllowed(account)}
      onClick={run}
    >
      {localize('Top up')}
    </button>
  );
}
