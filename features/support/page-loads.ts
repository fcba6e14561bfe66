import type { Request } from 'playwright-core';
import type { ScenarioWorld } from './world';

type MarkedWindow = { __loadedOnce?: boolean };

/** Whether `request` is the page's check for a new release: its read of the deployed build's version. */
export const isReleaseCheck = (request: Request) => /\/version\.json/.test(request.url());

/**
 * Opens `path`, counting every load of the page from now on in `world.loads` (and its release checks in
 * `world.releaseChecks`) and marking the loaded document, so a later check can tell whether the page
 * was loaded again.
 */
export async function openCountingLoads(world: ScenarioWorld, path: string): Promise<void> {
  world.page.on('load', () => (world.loads += 1));
  world.page.on('requestfinished', (request) => {
    if (isReleaseCheck(request)) world.releaseChecks += 1;
  });
  await world.page.goto(world.appUrl(path));
  try {
    await world.page.evaluate(() => {
      (window as unknown as MarkedWindow).__loadedOnce = true;
    });
  } catch (error) {
    // The page loaded itself again before it could be marked (a page whose code is missing does so at
    // once): the document showing is already not the one opened, and stays unmarked.
    if (!/Execution context was destroyed/.test(String(error))) throw error;
  }
}

/** Whether the document the page shows is still the one marked when it was opened. */
export async function sameDocumentAsOpened(world: ScenarioWorld): Promise<boolean> {
  return world.page.evaluate(() => (window as unknown as MarkedWindow).__loadedOnce === true);
}
