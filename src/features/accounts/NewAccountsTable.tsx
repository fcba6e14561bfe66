import { localize } from '../../lib/localize';
import type { UpgradeTarget } from '../../lib/upgrade-target';
import { PageLink } from '../../ui/page-links';
import type { Account } from '../session';
import { CompanyMarkets } from './CompanyMarkets';
import { MultiAccountRow } from './MultiAccountRow';

/** The title of an account a company opens: Investment for maltainvest, Gaming for malta and iom. */
function companyTitle(company: string): string {
  if (company === 'maltainvest') return localize('Investment');
  return company === 'malta' || company === 'iom' ? localize('Gaming') : localize('Real');
}

/**
 * The accounts the client may still open (accounts-and-money §2 "Accounts page"): the upgrade the
 * platform allows, whose Create button opens its form, and another account with the current company
 * in a currency of the client's choice.
 */
export function NewAccountsTable({
  account,
  upgrade,
  multiAccount,
}: {
  account: Account;
  upgrade: UpgradeTarget | undefined;
  multiAccount: boolean;
}) {
  return (
    <table className="accounts-table" data-testid="new-accounts">
      <thead>
        <tr>
          <th scope="col">{localize('Account')}</th>
          <th scope="col">{localize('Available markets')}</th>
          <th scope="col">{localize('Currency')}</th>
          <th scope="col">
            <span className="visually-hidden">{localize('Create')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {upgrade && (
          <tr data-testid="upgrade-account">
            <td data-label={localize('Account')}>{localize('[_1] Account', companyTitle(upgrade.company))}</td>
            <td data-label={localize('Available markets')}>
              <CompanyMarkets company={upgrade.company} />
            </td>
            <td data-label={localize('Currency')}>—</td>
            <td data-label="">
              <PageLink page={upgrade.page} className="button button--primary">
                {localize('Create')}
              </PageLink>
            </td>
          </tr>
        )}
        {multiAccount && <MultiAccountRow account={account} />}
      </tbody>
    </table>
  );
}
