import { Link, useLocation } from 'react-router-dom';
import { localize } from '../lib/localize';
import { usePageHref } from '../ui/page-links';
import type { MenuItem } from './site-menu';

/** The key of a menu item among its section's items (one page may be several items, by query). */
export const menuItemKey = (item: MenuItem) => `${item.page}${item.search ?? ''}`;

/** One page of the site menu; marked while that page (with the item's query, where it has one) is open. */
export function MenuLink({ item, className, role }: { item: MenuItem; className?: string; role?: string }) {
  const pathname = usePageHref(item.page);
  const location = useLocation();
  const current =
    location.pathname === pathname &&
    (item.search === undefined ||
      new URLSearchParams(location.search).toString() === new URLSearchParams(item.search).toString());
  return (
    <Link
      to={{ pathname, search: item.search }}
      className={[className, current ? 'active' : undefined].filter(Boolean).join(' ')}
      aria-current={current ? 'page' : undefined}
      role={role}
    >
      {localize(item.label)}
    </Link>
  );
}
