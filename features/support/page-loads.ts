import type { ScenarioWorld } from './world';

type MarkedWindow = { __loadedOnce?: boolean };

/**
 * Opens `path`, counting every load of the page from now on in `world.loads` and marking the loaded
 * document, so a later check can tell whether the page was loaded again.
 */
export async function openCountingLoads(world: ScenarioWorld, path: string): Promise<void> {
  world.page.on('load', () => (world.loads += 1));
  await world.page.goto(world.appUrl(path));
  await world.page.evaluate(() => {
    (window as unknown as MarkedWindow).__loadedOnce = true;
  });
}

/** Whether the document the page shows is still the one marked when it was opened. */
export async function sameDocumentAsOpened(world: ScenarioWorld): Promise<boolean> {
  return world.page.evaluate(() => (window as unknown as MarkedWindow).__loadedOnce === true);
}
