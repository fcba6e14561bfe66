import { useSelector } from 'react-redux';
import { LOGIN_HISTORY_LIMIT, useLoginHistoryQuery, type LoginHistoryEntry } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { localizedDecimal } from '../../lib/number-format';
import { formatGmt } from '../../lib/time';
import { refusalText } from '../../ui/form';
import { selectLoggedInAccount } from '../session';
import { StackedTable, type StackedColumn } from '../../ui/StackedTable';
import { Notice } from '../../ui/Notice';

function actionText(action: string): string {
  if (action === 'login') return localize('Login');
  if (action === 'logout') return localize('Logout');
  return action;
}

function browserText(entry: LoginHistoryEntry): string {
  const major = entry.version.split('.')[0];
  return major ? `${entry.browser} ${major}` : entry.browser;
}

/** The table's columns, named in the page's language. */
const loginColumns = (): StackedColumn<LoginHistoryEntry>[] => [
  { label: localize('Date and time (UTC)'), cell: (entry) => formatGmt(entry.time * 1000), nowrap: true },
  { label: localize('Action'), cell: (entry) => actionText(entry.action) },
  { label: localize('Browser'), cell: browserText },
  { label: localize('IP Address'), cell: (entry) => entry.ip },
  {
    label: localize('Status'),
    cell: (entry) => (entry.status === 1 ? localize('Successful') : localize('Failed')),
  },
];

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
      <Notice tone="warning" base="page-message" testId="login-history-error">
        {refusalText(error)}
      </Notice>
    );
  }
  return (
    <section className="login-history">
      <h1>{localize('Login History')}</h1>
      <p>{localize('Your last [_1] log-ins and log-outs.', localizedDecimal(`${LOGIN_HISTORY_LIMIT}`))}</p>
      {entries.length === 0 ? (
        <p data-testid="no-login-history">{localize('Your account has no Login/Logout activity.')}</p>
      ) : (
        <StackedTable
          columns={loginColumns()}
          rows={entries}
          rowKey={(entry, index) => `${entry.time}-${index}`}
          testId="login-history"
          rowTestId="login-history-entry"
        />
      )}
    </section>
  );
}
