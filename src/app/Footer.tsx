import { localize } from '../lib/localize';
import { PageLink } from '../ui/page-links';
import { menuItemKey } from './MenuLink';
import type { MenuSection } from './pages';
import { SECTION_LABELS, siteMenu } from './site-menu';
import { useVisitor } from './useVisitor';

/** The menu sections the footer repeats: the company's pages and the help and guides. */
const FOOTER_SECTIONS: readonly MenuSection[] = ['about', 'resources'];

/**
 * The site footer: the About us and Resources pages as the page table lists them in the menu (only
 * those built), and the live chat's contact page. It sits above the status bar, which is the page's
 * footer landmark, so it is not a second one.
 */
export function Footer() {
  const sections = siteMenu(useVisitor()).filter(({ section }) => FOOTER_SECTIONS.includes(section));
  return (
    <div className="site-footer" data-testid="site-footer">
      <nav className="site-footer__nav" aria-label={localize('Site links')}>
        {sections.map(({ section, items }) => (
          <div className="site-footer__group" key={section}>
            <h2 className="site-footer__heading">{localize(SECTION_LABELS[section])}</h2>
            <ul className="site-footer__links">
              {items.map((item) => (
                <li key={menuItemKey(item)}>
                  <PageLink page={item.page} search={item.search}>
                    {localize(item.label)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <PageLink page="contact" className="button button--secondary site-footer__chat">
        {localize('Live chat')}
      </PageLink>
    </div>
  );
}
