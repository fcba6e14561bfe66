import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

/** The trading page asks for its symbols and contracts before it offers the contract forms. */
const PAGE_WAIT = { timeout: 15_000 };

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
  await this.page.getByTestId('contract-form-menu').getByRole('button').first().waitFor(PAGE_WAIT);
});

Then(
  'the platform was asked for {string} {int} time(s)',
  async function (this: ScenarioWorld, call: string, times: number) {
    assert.equal((await requestsOf(this, call)).length, times);
  },
);
