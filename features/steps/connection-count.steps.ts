import { Given, Then } from '@cucumber/cucumber';
import { pageDrawn } from '../support/page-visits';
import { untilFrames } from '../support/socket-frames';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

type CountingWorld = ScenarioWorld & { connections?: number };

Given("I count the app's connections to the platform", function (this: CountingWorld) {
  this.connections = 0;
  this.page.on('websocket', () => {
    this.connections = (this.connections ?? 0) + 1;
  });
});

Given("the browser's clock stands still", async function (this: ScenarioWorld) {
  // React reveals a page that finished loading on a timer: a clock stopped before that keeps its spinner.
  await pageDrawn(this.page);
  // A moment ahead: the clock runs on while the browser answers.
  await this.page.clock.pauseAt((await this.page.evaluate(() => Date.now())) + 1_000);
});

Then('the app has connected to the platform {int} time(s)', async function (this: CountingWorld, connections: number) {
  await untilFrames(
    this.page,
    () => (this.connections === connections ? true : undefined),
    () => `the app connected ${String(this.connections)} times, not ${connections}`,
  );
});

Then(
  'the platform has received a {string} request for {string}',
  async function (this: ScenarioWorld, call: string, value: string) {
    await untilPlatform(
      this,
      () => this.control.traffic(this.worldId),
      (traffic) =>
        traffic.some(
          ({ direction, message }) =>
            direction === 'in' &&
            typeof message === 'object' &&
            message !== null &&
            (message as Record<string, unknown>)[call] === value,
        ),
      () => `the platform received no ${call} request for ${value}`,
    );
  },
);
