import { NavLink } from 'react-router-dom';
import { localize } from '../lib/localize';
import { usePageHref } from '../ui/page-links';
import type { MenuItem } from './site-menu';

/** One page of the site menu; marked while that page is open. */
export function MenuLink({ item, className, role }: { item: MenuItem; className?: string; role?: string }) {
  return (
    <NavLink to={usePageHref(item.page)} className={className} role={role}>
      {localize(item.label)}
    </NavLink>
  );
}
