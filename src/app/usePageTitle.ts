import { useEffect } from 'react';
import { localize } from '../lib/localize';
import { BUILT_PAGES } from './pages';

/** The site's name, after the page's in every document title, as the header's logo reads. */
export const SITE_NAME = 'Strike';

/** "Trading | Strike": the page's title in the current language, then the site's name. */
export function documentTitle(page: string): string {
  const row = BUILT_PAGES[page];
  return row ? `${localize(row.title)} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title to the page's while the page of the table at `page` shows. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
