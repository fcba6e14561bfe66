import { Given } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

Given('the simulator is running', async function (this: ScenarioWorld) {
  const response = await fetch(`${this.stack.simulator.url}/health`);
  assert.equal(response.status, 200);
});

Given('the server clock reads {string}', async function (this: ScenarioWorld, isoTime: string) {
  await this.control.freezeClock(this.worldId);
  await this.control.setClock(this.worldId, Date.parse(isoTime) / 1000);
});

Given('trading on {string} is suspended', async function (this: ScenarioWorld, symbol: string) {
  const reading = await this.control.setTradingSuspended(this.worldId, symbol, true);
  assert.equal(reading.trading_suspended, true);
});
