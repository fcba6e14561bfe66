import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AccessibilityException, Violation } from './accessibility-findings';

/** axe-core's source, evaluated in the page (a script tag would be an inline script the CSP blocks). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules scanned: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What the page shows, as far as a scan is concerned: its path, the dialogs open on it and how many
 * controls and pictures it holds (a page whose data came in shows its price buttons and charts). A
 * scan runs when the page shows a view not scanned yet; undefined when the page is between documents.
 */
export async function pageView(page: Page): Promise<string | undefined> {
  if (page.isClosed() || !page.url().startsWith('http')) return undefined;
  return page
    .evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].map(
        (dialog) => dialog.getAttribute('aria-label') ?? dialog.getAttribute('data-testid') ?? dialog.tagName,
      );
      const controls = document.querySelectorAll('button, input, select, textarea, a[href], svg, img').length;
      return `${location.pathname}|${dialogs.join(',')}|${controls}`;
    })
    .catch(() => undefined);
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
