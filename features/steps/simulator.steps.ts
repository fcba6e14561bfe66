import { Given } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

Given('the simulator is running', async function (this: ScenarioWorld) {
  const response = await fetch(`${this.stack.simulator.url}/health`);
  assert.equal(response.status, 200);
});

Given('the server clock reads {string}', function (this: ScenarioWorld, isoTime: string) {
  const { clock } = this.stack.world;
  clock.set(Date.parse(isoTime));
  clock.freeze();
});
