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

Then(
  'no request with a {int}-character value reached the platform',
  async function (this: ScenarioWorld, length: number) {
    const traffic = await this.control.traffic(this.worldId);
    const long = traffic.filter(
      (entry) => entry.direction === 'in' && JSON.stringify(entry.message).includes('1'.repeat(length)),
    );
    assert.deepEqual(long, []);
  },
);

When('I set the barrier to a number of {int} digits', async function (this: ScenarioWorld, digits: number) {
  await this.page.getByTestId('barrier').fill('1'.repeat(digits));
});

Then(
  'the {string} price box shows the contract error {string}',
  async function (this: ScenarioWorld, position: string, message: string) {
    const error = this.page.getByTestId(`price-box-${position}`).getByTestId('contract-error');
    // An error of the form before the last change may still show while the new request is answered.
    await error.filter({ hasText: message }).waitFor(PAGE_WAIT);
    assert.equal(await error.textContent(), message);
  },
);
