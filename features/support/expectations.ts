import { Before } from '@cucumber/cucumber';
import { AssertionError } from 'node:assert';
import type { Locator, Page } from 'playwright-core';
import type { ScenarioWorld } from './world';

/** Prices, streams and pages arrive within this; an expectation that still fails then, fails. */
export const EXPECT_TIMEOUT_MS = 15_000;
/** How often an expectation reads the page again while it does not hold. */
const RETRY_MS = 50;
/** A page too busy to tell its clock within this gives no browser time in a failure message. */
const CLOCK_PROBE_MS = 2_000;

/**
 * The simulator clock of the scenario this worker runs: a worker runs one scenario at a time, so a
 * failure message can tell that clock without every expectation being handed the scenario.
 */
let simulatorNowMs: (() => number) | undefined;

Before(function (this: ScenarioWorld) {
  simulatorNowMs = () => this.world.clock.nowMs();
});

async function browserTime(page: Page): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), CLOCK_PROBE_MS)));
  const now = await Promise.race([page.evaluate(() => Date.now()).catch(() => undefined), late]);
  clearTimeout(timer);
  return now === undefined ? 'no answer' : new Date(now).toISOString();
}

function simulatorTime(): string {
  try {
    return simulatorNowMs ? new Date(simulatorNowMs()).toISOString() : 'unknown';
  } catch {
    return 'unknown (the world is gone)';
  }
}

/** "…; browser clock <iso>, simulator clock <iso>": both clocks, as they read when an expectation failed. */
export async function clocksAt(page: Page): Promise<string> {
  return `browser clock ${await browserTime(page)}, simulator clock ${simulatorTime()}`;
}

/** Fails an expectation with what was seen and both clocks. */
export async function failExpectation(page: Page, message: string): Promise<never> {
  throw new AssertionError({ message: `${message}\n(${await clocksAt(page)})` });
}

/**
 * Reads `read` again every few milliseconds until `holds` is true of what it read, and returns that;
 * fails once `timeout` ms have gone with `describe` of what it read last. For what the page shows
 * (its elements, their layout, its title): each try asks the page again, so an element the page drew
 * anew is read as it is now.
 */
export async function expectPage<T>(
  page: Page,
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  describe: (value: T | undefined) => string,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (holds(last)) return last;
    if (Date.now() >= deadline) return failExpectation(page, describe(last));
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the first element of `locator` shows, as a reader sees it (white space collapsed), or undefined. */
async function shownText(locator: Locator): Promise<string | undefined> {
  const first = locator.first();
  if ((await first.count()) === 0) return undefined;
  return first.innerText({ timeout: 1_000 }).then(normalized, () => undefined);
}

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text === expected : expected.test(text);

/**
 * Waits until the (first) element of `locator` shows `expected`: that text exactly, white space
 * collapsed, or text matching the pattern. Returns the text shown.
 */
export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<string> {
  const shown = await expectPage(
    locator.page(),
    () => shownText(locator),
    (text) => text !== undefined && matches(text, expected),
    (text) =>
      `expected ${String(locator)} to show ${typeof expected === 'string' ? JSON.stringify(expected) : String(expected)}; ` +
      `it shows ${text === undefined ? 'nothing' : JSON.stringify(text)}`,
    { timeout },
  );
  return shown!;
}

/** Waits until `locator` finds `count` elements. */
export async function expectCount(
  locator: Locator,
  count: number,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<void> {
  await expectPage(
    locator.page(),
    () => locator.count(),
    (found) => found === count,
    (found) => `expected ${count} of ${String(locator)}; the page shows ${found}`,
    { timeout },
  );
}

/** Waits until the field of `locator` holds `expected` (that value, or a value matching the pattern). */
export async function expectValue(
  locator: Locator,
  expected: string | RegExp,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<string> {
  return expectPage(
    locator.page(),
    () => locator.inputValue({ timeout: 1_000 }).catch(() => undefined),
    (value) => value !== undefined && matches(value, expected),
    (value) => `expected ${String(locator)} to hold ${String(expected)}; it holds ${JSON.stringify(value)}`,
    { timeout },
  ) as Promise<string>;
}

/** Waits until the control of `locator` can (or cannot) be used. */
export async function expectEnabled(
  locator: Locator,
  enabled: boolean,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<void> {
  await expectPage(
    locator.page(),
    () => locator.isEnabled({ timeout: 1_000 }).catch(() => undefined),
    (state) => state === enabled,
    (state) =>
      `expected ${String(locator)} to be ${enabled ? 'enabled' : 'disabled'}; it is ${state === undefined ? 'not shown' : state ? 'enabled' : 'disabled'}`,
    { timeout },
  );
}

/** For Playwright's own waits (waitFor, click): as long as an expectation waits. */
export const PAGE_WAIT = { timeout: EXPECT_TIMEOUT_MS };

/** A pattern for text that includes `text` as it is. */
export const including = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
