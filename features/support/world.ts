import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../../e2e/stack';

/** What every step sees: the running stack and this scenario's browser page. */
export class ScenarioWorld extends World {
  stack!: Stack;
  context!: BrowserContext;
  page!: Page;
  /** The sockets the page opened, in order. */
  socketUrls: string[] = [];
  /** The scenario changed the simulator's default world, which is reset after it. */
  worldChanged = false;

  constructor(options: IWorldOptions) {
    super(options);
  }

  appUrl(path: string): string {
    return `${this.stack.appUrl}${path}`;
  }
}

setWorldConstructor(ScenarioWorld);
