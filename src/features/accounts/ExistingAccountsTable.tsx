import { accountTitle } from '../../lib/loginid';
import { localize } from '../../lib/localize';
import type { AccountRow } from './account-rows';
import { CompanyMarkets } from './CompanyMarkets';

function stateText(row: AccountRow): string | undefined {
  if (row.state === 'disabled') return localize('Disabled');
  if (row.state === 'excluded' && row.excludedUntil !== undefined)
    return localize('Excluded until [_1]', row.excludedUntil);
  return undefined;
}

/**
 * The client's accounts with their type, markets and currency (accounts-and-money §2 "Accounts
 * page"); disabled and excluded ones are dimmed, come last, and a note points to customer support.
 */
export function ExistingAccountsTable({ rows }: { rows: readonly AccountRow[] }) {
  return (
    <>
      <table className="accounts-table" data-testid="existing-accounts">
        <thead>
          <tr>
            <th scope="col">{localize('Account')}</th>
            <th scope="col">{localize('Available markets')}</th>
            <th scope="col">{localize('Currency')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.loginid}
              className={row.state === 'active' ? undefined : 'accounts-table__row--inactive'}
              data-testid="account-row"
            >
              <td data-label={localize('Account')}>
                <span className="accounts-table__type">{localize('[_1] Account', accountTitle(row.loginid))}</span>
                <span className="accounts-table__loginid">{row.loginid}</span>
                {stateText(row) && <span className="accounts-table__state">{stateText(row)}</span>}
              </td>
              <td data-label={localize('Available markets')}>
                <CompanyMarkets company={row.company} />
              </td>
              <td data-label={localize('Currency')}>{row.currency || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.state !== 'active') && (
        <p className="accounts-page__note" data-testid="inactive-accounts-note">
          {localize('For any enquiries regarding disabled or excluded accounts, please contact customer support.')}
        </p>
      )}
    </>
  );
}
