import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { decideAccess, type Visitor } from '../../src/app/page-access';
import { BUILT_PAGES } from '../../src/app/pages';
import { leadsToBuiltPage } from '../../tests/app/support/internal-links';
import { siteLinks } from '../pages/site-links';
import type { ScenarioWorld } from '../support/world';

/** The visitors a walk can be for, as the page access rules see them. */
const VISITORS: Readonly<Record<string, Visitor>> = {
  'a visitor': { status: 'logged_out', isVirtual: false, currency: '' },
  'a real client': { status: 'logged_in', isVirtual: false, currency: 'USD' },
  'a virtual client': { status: 'logged_in', isVirtual: true, currency: 'USD' },
};

/** The log-in callback ends a session it was not given: a walk does not open it. */
const NOT_WALKED = new Set(['logged_inws']);

interface Walk {
  pages: number;
  links: number;
  /** Each address of a page that does not exist, with a link's text and the pages linking to it. */
  broken: Map<string, { text: string; on: string[] }>;
}

const walks = new WeakMap<ScenarioWorld, Walk>();

/** A link to a file the site serves (not a page), such as an installer: /download/app.dmg. */
const isFile = (pathname: string) => /\.\w+$/.test(pathname) && !pathname.endsWith('.html');

/** Some fifty pages, each drawn and read: far more than one step's usual allowance. */
When('I open every page {string} may open', { timeout: 300_000 }, async function (this: ScenarioWorld, who: string) {
  const visitor = VISITORS[who];
  assert.ok(visitor, `no visitor kind "${who}"; known: ${Object.keys(VISITORS).join(', ')}`);
  const paths = Object.keys(BUILT_PAGES)
    .filter((page) => !NOT_WALKED.has(page) && decideAccess(page, visitor).kind === 'show')
    .map((page) => `/en/${page}.html`);
  const appOrigin = new URL(this.stack.appUrl).origin;
  const links = siteLinks(this.page);
  const walk: Walk = { pages: 0, links: 0, broken: new Map() };
  if (new URL(this.page.url()).origin !== appOrigin) await this.page.goto(this.appUrl('/en/404.html'));
  for (const path of paths) {
    await links.openWithinTheApp(path).catch((error: Error) => {
      throw new Error(`opening ${path} from ${this.page.url()}: ${error.message}`);
    });
    walk.pages += 1;
    for (const { href, text } of await links.linkAddresses()) {
      const url = new URL(href);
      if (url.origin !== appOrigin || isFile(url.pathname)) continue;
      walk.links += 1;
      const address = `${url.pathname}${url.search}`;
      if (leadsToBuiltPage(address)) continue;
      const broken = walk.broken.get(address) ?? { text, on: [] };
      if (!broken.on.includes(path)) broken.on.push(path);
      walk.broken.set(address, broken);
    }
  }
  walks.set(this, walk);
});

Then('every internal link on them leads to a page of the site', function (this: ScenarioWorld) {
  const walk = walks.get(this);
  assert.ok(
    walk && walk.pages > 0 && walk.links > 0,
    `the walk read ${walk?.links ?? 0} links on ${walk?.pages ?? 0} pages`,
  );
  assert.deepEqual(Object.fromEntries(walk.broken), {}, 'links to pages that do not exist');
});
