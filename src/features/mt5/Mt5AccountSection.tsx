import type { ReactNode } from 'react';
import type { Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { localizedDecimal } from '../../lib/number-format';

/** One group of the MT5 page: each account with login, type, balance and leverage, and its actions. */
export function Mt5AccountSection({
  title,
  accounts,
  actions,
  children,
}: {
  title: string;
  accounts: readonly Mt5Login[];
  actions: (account: Mt5Login) => ReactNode;
  /** Shown instead of the accounts, e.g. why the client cannot have any. */
  children?: ReactNode;
}) {
  return (
    <section className="mt5__group" aria-label={title}>
      <h2>{title}</h2>
      {children ??
        (accounts.length === 0 ? (
          <p className="mt5__empty">{localize('You have no accounts of this kind.')}</p>
        ) : (
          <table className="mt5__accounts">
            <thead>
              <tr>
                <th>{localize('Login')}</th>
                <th>{localize('Type')}</th>
                <th className="mt5__money">{localize('Balance')}</th>
                <th>{localize('Leverage')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.login} data-login={account.login}>
                  <td>{account.login}</td>
                  <td>{account.market_type === 'synthetic' ? localize('Synthetic') : localize('Financial')}</td>
                  <td className="mt5__money">
                    {localizedDecimal((account.display_balance ?? '0') as `${number}`)} {account.currency}
                  </td>
                  <td>1:{account.leverage}</td>
                  <td className="mt5__actions-cell">
                    <div className="mt5__actions">{actions(account)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
