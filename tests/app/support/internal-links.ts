import { isBuiltPage } from '../../../src/app/pages';
import { languageOf } from '../../../src/lib/languages';

const ORIGIN = 'http://localhost';

/** The href of every link under `root` that stays on this site (not a hash of the same page). */
export function internalHrefs(root: ParentNode): string[] {
  return [...root.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('#') && new URL(href, ORIGIN).origin === ORIGIN);
}

/**
 * Whether an internal href opens a page of the page table: /{lang}/{page}.html with a language of
 * the site and a page path (or one of a page's earlier paths) that is built.
 */
export function leadsToBuiltPage(href: string): boolean {
  const match = /^\/([^/]+)\/(.+)\.html$/.exec(new URL(href, ORIGIN).pathname);
  return match !== null && languageOf(match[1]) !== undefined && isBuiltPage(match[2] ?? '');
}
