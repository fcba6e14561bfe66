import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localize } from '../lib/localize';
import { useDismiss } from '../ui/useDismiss';
import { MenuLink, menuItemKey } from './MenuLink';
import { SECTION_LABELS, type MenuSectionItems } from './site-menu';

/** A section of the desktop menu with several pages: its heading opens the list of them. */
export function MenuDropdown({ section, items }: MenuSectionItems) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useDismiss(open, root, close);
  const current = items.some((item) => pathname.endsWith(`/${item.page}.html`));
  return (
    <div className="site-nav__dropdown" ref={root}>
      <button
        type="button"
        className={`site-nav__section${current ? ' active' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {localize(SECTION_LABELS[section])}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="site-nav__menu" onClick={close}>
          {items.map((item) => (
            <MenuLink key={menuItemKey(item)} item={item} className="site-nav__item" />
          ))}
        </div>
      )}
    </div>
  );
}
