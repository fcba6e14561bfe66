import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAuthorisedAppsQuery, useRevokeAppMutation, type AuthorisedApp } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { ConfirmPopup } from '../../ui/ConfirmPopup';
import { refusalText } from '../../ui/form';
import { lastUsedText, scopesText } from '../apiTokens';
import { selectLoggedInAccount, useEndSession } from '../session';
import '../../ui/stacked-table.css';

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
      <p className="page-message" role="alert" data-testid="authorised-apps-error">
        {refusalText(error)}
      </p>
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
        <table className="stacked-table" data-testid="authorised-apps">
          <thead>
            <tr>
              <th scope="col">{localize('Name')}</th>
              <th scope="col">{localize('Permissions')}</th>
              <th scope="col">{localize('Last Used')}</th>
              {mayRevoke && <th scope="col">{localize('Action')}</th>}
            </tr>
          </thead>
          <tbody>
            {apps.map((app) => (
              <tr key={app.app_id} data-testid="authorised-app">
                <td data-label={localize('Name')}>{app.name}</td>
                <td data-label={localize('Permissions')}>{scopesText(app.scopes)}</td>
                <td data-label={localize('Last Used')} className="stacked-table__nowrap">
                  {lastUsedText(app.last_used)}
                </td>
                {mayRevoke && (
                  <td data-label={localize('Action')}>
                    <button type="button" className="button button--secondary" onClick={() => setChosen(app)}>
                      {localize('Revoke access')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
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
