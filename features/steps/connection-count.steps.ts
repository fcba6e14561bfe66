import { Given, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually';
import type { ScenarioWorld } from '../support/world';

type CountingWorld = ScenarioWorld & { connections?: number };

Given("I count the app's connections to the platform", function (this: CountingWorld) {
  this.connections = 0;
  this.page.on('websocket', () => {
    this.connections = (this.connections ?? 0) + 1;
  });
});

Given("the browser's clock stands still", async function (this: ScenarioWorld) {
  // A moment ahead: the clock runs on while the browser answers.
  await this.page.clock.pauseAt((await this.page.evaluate(() => Date.now())) + 1_000);
});

Then('the app has connected to the platform {int} time(s)', async function (this: CountingWorld, connections: number) {
  await eventually(() => assert.equal(this.connections, connections, `${String(this.connections)} connections`));
});
