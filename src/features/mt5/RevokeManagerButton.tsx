import { useMt5RevokeManagerMutation } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';

/** Takes a MAM account back from its money manager (mt5_mamm revoke). */
export function RevokeManagerButton({
  login,
  onDone,
  onRefused,
}: {
  login: string;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const [revoke, { isLoading }] = useMt5RevokeManagerMutation();
  const run = () =>
    revoke(login)
      .unwrap()
      .then(onDone)
      .catch((error: { message?: string }) =>
        onRefused(error.message || localize('Sorry, an error occurred while processing your request.')),
      );
  return (
    <button type="button" className="button button--secondary" disabled={isLoading} onClick={run}>
      {localize('Revoke manager')}
    </button>
  );
}
