import { useSelector } from 'react-redux';
import { selectLoggedInAccount } from '../features/session';
import { useTopUpAllowed } from '../features/virtualTopUp';
import { localize } from '../lib/localize';
import { hasRealAccount, upgradeLabel, upgradeTarget } from '../lib/upgrade-target';
import { PageLink } from '../ui/page-links';
import { MenuLink, menuItemKey } from './MenuLink';
import type { MenuItem } from './site-menu';

interface Props {
  /** The account section's pages the client may open (the site menu's). */
  items: readonly MenuItem[];
  /** Asks for the virtual top-up. */
  onTopUp(): void;
  /** `menuitem` inside the account switcher's menu. */
  role?: string;
}

/**
 * The client's account menu: its pages (MT5), the top-up while a virtual account may have one, and
 * the upgrade a virtual client without a real account is allowed (accounts-and-money §4), shown once
 * its form is built. Log-out is the account switcher's and the drawer's own last item.
 */
export function AccountMenu({ items, onTopUp, role }: Props) {
  const account = useSelector(selectLoggedInAccount);
  const topUpAllowed = useTopUpAllowed();
  const upgrade = account?.is_virtual === 1 && !hasRealAccount(account) ? upgradeTarget(account) : undefined;
  return (
    <>
      {items.map((item) => (
        <MenuLink key={menuItemKey(item)} item={item} className="account-menu__item" role={role} />
      ))}
      {topUpAllowed && (
        <button type="button" className="account-menu__item" role={role} onClick={onTopUp}>
          {localize('Top up virtual account')}
        </button>
      )}
      {upgrade && (
        <PageLink page={upgrade.page} className="account-menu__item account-menu__item--upgrade" role={role}>
          {upgradeLabel(upgrade)}
        </PageLink>
      )}
    </>
  );
}
