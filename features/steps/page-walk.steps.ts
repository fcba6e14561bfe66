import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PAGES } from '../../src/app/pages';
import { leadsToBuiltPage } from '../../tests/app/support/internal-links';
import { pageWalk, type PageSeen } from '../pages/page-walk';
import type { ScenarioWorld } from '../support/world';

/** The log-in callback ends a session it was not given, so it is opened last. */
const LAST = 'logged_inws';

/** What each page of the page table showed, as the last walk found it. */
const walks = new WeakMap<ScenarioWorld, PageSeen[]>();

/** A link to a file the site serves (not a page), such as an installer: /download/app.dmg. */
const isFile = (pathname: string) => /\.\w+$/.test(pathname) && !pathname.endsWith('.html');

function walkOf(world: ScenarioWorld): PageSeen[] {
  const seen = walks.get(world) ?? [];
  assert.ok(seen.length > 0, 'no page was opened');
  return seen;
}

/** Some hundred pages, each drawn and read: far more than one step's usual allowance. */
When('I open every page of the page table', { timeout: 300_000 }, async function (this: ScenarioWorld) {
  const pages = Object.keys(PAGES).sort((a, b) => Number(a === LAST) - Number(b === LAST));
  const walk = pageWalk(this.page);
  const seen: PageSeen[] = [];
  for (const page of pages) {
    const path = `/en/${page}.html`;
    seen.push(await walk.open(path, this.appUrl(path)));
  }
  walks.set(this, seen);
});

Then('no page was wider than {int} px', function (this: ScenarioWorld, limit: number) {
  assert.deepEqual(
    walkOf(this)
      .filter(({ width }) => width > limit)
      .map(({ path, width }) => ({ path, width })),
    [],
    `pages wider than ${limit} px`,
  );
});

Then('every internal link on them leads to a page of the site', function (this: ScenarioWorld) {
  const seen = walkOf(this);
  const appOrigin = new URL(this.stack.appUrl).origin;
  const broken = new Map<string, { text: string; on: string[] }>();
  let links = 0;
  for (const { path, links: onPage } of seen) {
    for (const { href, text } of onPage) {
      const url = new URL(href);
      if (url.origin !== appOrigin || isFile(url.pathname)) continue;
      links += 1;
      const address = `${url.pathname}${url.search}`;
      if (leadsToBuiltPage(address)) continue;
      const entry = broken.get(address) ?? { text, on: [] };
      if (!entry.on.includes(path)) entry.on.push(path);
      broken.set(address, entry);
    }
  }
  assert.ok(links > 0, `the walk read no link on ${seen.length} pages`);
  assert.deepEqual(Object.fromEntries(broken), {}, 'links to pages that do not exist');
});
