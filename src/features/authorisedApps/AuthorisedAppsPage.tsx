import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAuthorisedAppsQuery, useRevokeAppMutation, type AuthorisedApp } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { ConfirmPopup } from '../../ui/ConfirmPopup';
import { refusalText } from '../../ui/form';
import { lastUsedText, scopesText } from '../apiTokens';
import { selectLoggedInAccount, useEndSession } from '../session';
import { StackedTable, type StackedColumn } from '../../ui/StackedTable';
import { Notice } from '../../ui/Notice';

/** The table's columns, named in the page's language. */
const appColumns = (): StackedColumn<AuthorisedApp>[] => [
  { label: localize('Name'), cell: (app) => app.name },
  { label: localize('Permissions'), cell: (app) => scopesText(app.scopes) },
  { label: localize('Last Used'), cell: (app) => lastUsedText(app.last_used), nowrap: true },
];

/** The column of Revoke buttons, for a session that may revoke: a button asks `choose` to confirm. */
const revokeColumn = (choose: (app: AuthorisedApp) => void): StackedColumn<AuthorisedApp> => ({
  label: localize('Action'),
  cell: (app) => (
    <button type="button" className="button button--secondary" onClick={() => choose(app)}>
      {localize('Revoke access')}
    </button>
  ),
});

/**
 * The authorised applications page (accounts-and-money "Authorised apps"): the apps the client let
 * act on the account, with their scopes and last use. A session with the admin scope may revoke one,
 * after a confirmation. A refused token ends the session; any other error is shown (§8).
 */
export function AuthorisedAppsPage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: apps, error, isLoading } = useAuthorisedAppsQuery(account?.loginid ?? '', { skip: !account });
  const [revoke, revoking] = useRevokeAppMutation();
  const [chosen, setChosen] = useState<AuthorisedApp>();
  const endSession = useEndSession();
  const tokenRefused = (error as { code?: string } | undefined)?.code === 'InvalidToken';

  useEffect(() => {
    if (tokenRefused) endSession();
  }, [tokenRefused, endSession]);

  if (!account || isLoading || tokenRefused) return <p role="status">{localize('Loading…')}</p>;
  if (error || !apps) {
    return (
      <Notice tone="warning" base="page-message" testId="authorised-apps-error">
        {refusalText(error)}
      </Notice>
    );
  }
  const mayRevoke = account.scopes.includes('admin');
  const confirmRevoke = () => {
    if (!chosen) return;
    revoke(chosen.app_id)
      .unwrap()
      .then(() => setChosen(undefined))
      .catch(() => undefined);
  };

  return (
    <section className="authorised-apps">
      <h1>{localize('Authorised Applications')}</h1>
      <p>{localize('These applications can use your account with the permissions you granted them.')}</p>
      {apps.length === 0 ? (
        <p data-testid="no-authorised-apps">{localize('You have not granted access to any applications.')}</p>
      ) : (
        <StackedTable
          columns={mayRevoke ? [...appColumns(), revokeColumn(setChosen)] : appColumns()}
          rows={apps}
          rowKey={(app) => app.app_id}
          testId="authorised-apps"
          rowTestId="authorised-app"
        />
      )}
      {chosen && (
        <ConfirmPopup
          title={localize('Revoke access')}
          question={localize(
            'Are you sure that you want to permanently revoke access to application [_1]?',
            chosen.name,
          )}
          busy={revoking.isLoading}
          error={revoking.error ? refusalText(revoking.error) : undefined}
          onCancel={() => {
            setChosen(undefined);
            revoking.reset();
          }}
          onConfirm={confirmRevoke}
        />
      )}
    </section>
  );
}
