import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AccessibilityException, Violation } from './accessibility-findings';

/** axe-core's source, evaluated in the page (a script tag would be an inline script the CSP blocks). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules scanned: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the page shows: its path and open dialogs (`place`), and the kinds of elements it holds. */
export interface PageView {
  place: string;
  kinds: string[];
}

/**
 * What the page shows, as far as a scan is concerned: its path, the dialogs open on it and the kinds of
 * elements it holds (each tag with its role and classes: a price button, an error text, a loss in red).
 * Undefined when the page is between documents.
 */
export async function pageView(page: Page): Promise<PageView | undefined> {
  if (page.isClosed() || !page.url().startsWith('http')) return undefined;
  return page
    .evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].map(
        (dialog) => dialog.getAttribute('aria-label') ?? dialog.getAttribute('data-testid') ?? dialog.tagName,
      );
      const kinds = new Set<string>();
      for (const element of document.body.querySelectorAll('*')) {
        const role = element.getAttribute('role');
        kinds.add(`${element.tagName}${role ? `[${role}]` : ''}.${[...element.classList].sort().join('.')}`);
      }
      return { place: `${location.pathname}|${dialogs.join(',')}`, kinds: [...kinds] };
    })
    .catch(() => undefined);
}

/**
 * The kinds of elements scanned so far in this process, by place. A view is scanned when it shows a
 * kind of element not scanned yet at its place (the prices came in, a form shows its errors, a loss
 * in red), so every kind of element each page and dialog shows in a run is scanned at least once;
 * more rows of a kind already scanned, or a state already seen, are not scanned again.
 */
const scannedKinds = new Map<string, Set<string>>();

export function showsUnscannedKinds(view: PageView): boolean {
  const scanned = scannedKinds.get(view.place);
  return !scanned || view.kinds.some((kind) => !scanned.has(kind));
}

export function rememberScanned(view: PageView): void {
  const scanned = scannedKinds.get(view.place) ?? new Set<string>();
  for (const kind of view.kinds) scanned.add(kind);
  scannedKinds.set(view.place, scanned);
}

/**
 * Runs axe-core on the page's document with the WCAG A/AA rules, and brings back each violation with,
 * for each element, which of the exceptions' selectors it is inside of. Undefined when the page went
 * away meanwhile (it navigated: the next step scans the new document).
 */
export async function scanPage(
  page: Page,
  exceptions: readonly AccessibilityException[],
): Promise<Violation[] | undefined> {
  try {
    const loaded = await page.evaluate(() => 'axe' in window);
    if (!loaded) await page.evaluate(AXE_SOURCE);
    return await page.evaluate(
      async ({ tags, selectors }) => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const results = await axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
          elementRef: true,
        });
        return results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          helpUrl: violation.helpUrl,
          elements: violation.nodes.map((node) => ({
            target: node.target.join(' '),
            html: node.html,
            failureSummary: node.failureSummary ?? '',
            insideOf: selectors.filter((selector) => node.element?.closest(selector)),
          })),
        }));
      },
      { tags: WCAG_TAGS, selectors: [...new Set(exceptions.map((exception) => exception.selector))] },
    );
  } catch (error) {
    if (page.isClosed() || /context was destroyed|navigation/i.test(String(error))) return undefined;
    throw error;
  }
}
