import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { upgradeTarget } from '../../lib/upgrade-target';
import { useTimers } from '../../ui/timers-context';
import { selectLoggedInAccount } from '../session';
import { accountRows, multiAccountAllowed } from './account-rows';
import { ExistingAccountsTable } from './ExistingAccountsTable';
import { NewAccountsTable } from './NewAccountsTable';
import './accounts.css';

/**
 * user/accounts: the client's accounts, and the accounts they may still open (accounts-and-money §2
 * "Accounts page", §4 "Account kinds").
 */
export function AccountsPage() {
  const account = useSelector(selectLoggedInAccount);
  const timers = useTimers();
  if (!account) return null;
  const upgrade = upgradeTarget(account);
  const multiAccount = multiAccountAllowed(account);
  return (
    <section className="card accounts-page">
      <h1>{localize('Accounts')}</h1>
      <ExistingAccountsTable rows={accountRows(account.account_list, Math.floor(timers.now() / 1000))} />
      {(upgrade || multiAccount) && (
        <>
          <h2>{localize('Open a new account')}</h2>
          <NewAccountsTable account={account} upgrade={upgrade} multiAccount={multiAccount} />
        </>
      )}
    </section>
  );
}
