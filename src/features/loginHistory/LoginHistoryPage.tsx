import { useSelector } from 'react-redux';
import { LOGIN_HISTORY_LIMIT, useLoginHistoryQuery, type LoginHistoryEntry } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { localizedDecimal } from '../../lib/number-format';
import { formatGmt } from '../../lib/time';
import { refusalText } from '../../ui/form';
import { selectLoggedInAccount } from '../session';
import '../../ui/stacked-table.css';

function actionText(action: string): string {
  if (action === 'login') return localize('Login');
  if (action === 'logout') return localize('Logout');
  return action;
}

function browserText(entry: LoginHistoryEntry): string {
  const major = entry.version.split('.')[0];
  return major ? `${entry.browser} ${major}` : entry.browser;
}

/**
 * The log-in history page (accounts-and-money "Login history"): the account's latest log-ins and
 * log-outs, newest first, with the time (UTC), browser, IP address and whether the attempt succeeded.
 */
export function LoginHistoryPage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: entries, error, isLoading } = useLoginHistoryQuery(account?.loginid ?? '', { skip: !account });
  if (!account || isLoading) return <p role="status">{localize('Loading…')}</p>;
  if (error || !entries) {
    return (
      <p className="page-message" role="alert" data-testid="login-history-error">
        {refusalText(error)}
      </p>
    );
  }
  return (
    <section className="login-history">
      <h1>{localize('Login History')}</h1>
      <p>{localize('Your last [_1] log-ins and log-outs.', localizedDecimal(`${LOGIN_HISTORY_LIMIT}`))}</p>
      {entries.length === 0 ? (
        <p data-testid="no-login-history">{localize('Your account has no Login/Logout activity.')}</p>
      ) : (
        <table className="stacked-table" data-testid="login-history">
          <thead>
            <tr>
              <th scope="col">{localize('Date and time (UTC)')}</th>
              <th scope="col">{localize('Action')}</th>
              <th scope="col">{localize('Browser')}</th>
              <th scope="col">{localize('IP Address')}</th>
              <th scope="col">{localize('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.time}-${index}`} data-testid="login-history-entry">
                <td data-label={localize('Date and time (UTC)')} className="stacked-table__nowrap">
                  {formatGmt(entry.time * 1000)}
                </td>
                <td data-label={localize('Action')}>{actionText(entry.action)}</td>
                <td data-label={localize('Browser')}>{browserText(entry)}</td>
                <td data-label={localize('IP Address')}>{entry.ip}</td>
                <td data-label={localize('Status')}>
                  {entry.status === 1 ? localize('Successful') : localize('Failed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
