import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { tradingPage } from '../pages/trading';
import { PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

/** How many requests of `call` the platform received from this scenario's browser, by its traffic log. */
async function requestsOf(world: ScenarioWorld, call: string): Promise<Record<string, unknown>[]> {
  const traffic = await world.control.traffic(world.worldId);
  return traffic
    .filter((entry) => entry.direction === 'in')
    .map((entry) => entry.message)
    .filter((message): message is Record<string, unknown> => typeof message === 'object' && message !== null)
    .filter((message) => call in message);
}

When('the trading page has loaded its symbols and contracts', async function (this: ScenarioWorld) {
  // The trading page asks for its symbols and contracts before it offers the contract forms.
  await tradingPage(this.page).contractForms.getByRole('button').first().waitFor(PAGE_WAIT);
});

Then(
  'the platform was asked for {string} {int} time(s)',
  async function (this: ScenarioWorld, call: string, times: number) {
    assert.equal((await requestsOf(this, call)).length, times);
  },
);
