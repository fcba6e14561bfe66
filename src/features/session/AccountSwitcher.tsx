import { useCallback, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { localize } from '../../lib/localize';
import { accountTitle } from '../../lib/loginid';
import { useDismiss } from '../../ui/useDismiss';
import { balanceOf, formatBalance } from './account-balance';
import { useLogOut, useSwitchAccount } from './session-actions';
import { selectSession } from './session-slice';

/**
 * The client's account in the header: its title, loginid and live balance; opening it lists the
 * client's other accounts to switch to, the site's account menu (`children`, its items with role
 * menuitem) and log-out. Choosing an item closes it.
 */
export function AccountSwitcher({ children }: { children?: ReactNode }) {
  const { account } = useSelector(selectSession);
  const loginid = account?.loginid ?? '';
  const { data: balances } = useBalancesQuery(loginid, { skip: !account });
  const switchAccount = useSwitchAccount();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, root, closeMenu);

  if (!account) return null;
  const others = account.account_list.filter((entry) => entry.loginid !== loginid);
  const closeOnChoice = (event: ReactMouseEvent) => {
    if ((event.target as Element).closest('[role="menuitem"]')) closeMenu();
  };
  const onLogOut = () => {
    setLoggingOut(true);
    void logOut().finally(() => setLoggingOut(false));
  };

  return (
    <div className="account-switcher" ref={root} data-testid="account-switcher">
      <button
        type="button"
        className="account-switcher__current"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-switcher__identity">
          <span className="account-switcher__title">{localize('[_1] Account', accountTitle(loginid))}</span>
          <span className="account-switcher__loginid" data-testid="loginid">
            {loginid}
          </span>
        </span>
        <span className="account-switcher__balance" data-testid="balance">
          {formatBalance(balanceOf(balances, loginid) ?? account.balance, account.currency)}
        </span>
        <span className="account-switcher__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="account-switcher__menu" role="menu" onClick={closeOnChoice}>
          {others.length > 0 && <p className="account-switcher__heading">{localize('Switch account')}</p>}
          {others.map((entry) => (
            <button
              key={entry.loginid}
              type="button"
              role="menuitem"
              className="account-switcher__item"
              disabled={entry.is_disabled === 1}
              onClick={() => switchAccount(entry.loginid)}
            >
              <span className="account-switcher__identity">
                <span className="account-switcher__title">{localize('[_1] Account', accountTitle(entry.loginid))}</span>
                <span className="account-switcher__loginid">{entry.loginid}</span>
              </span>
              <span className="account-switcher__item-balance">
                {formatBalance(balanceOf(balances, entry.loginid), entry.currency ?? '')}
              </span>
            </button>
          ))}
          {children}
          <button
            type="button"
            role="menuitem"
            className="account-switcher__logout"
            onClick={onLogOut}
            disabled={loggingOut}
          >
            {localize('Log out')}
          </button>
        </div>
      )}
    </div>
  );
}
