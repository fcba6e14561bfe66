import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { PRICE_WAIT } from '../support/trading-page';
import type { ScenarioWorld } from '../support/world';

/** Names and sentences the platform writes in the connection's language, as the trading page shows them. */

Then('the underlying selector shows {string}', async function (this: ScenarioWorld, name: string) {
  const underlying = this.page.getByTestId('underlying');
  await eventually(async () =>
    assert.equal(await underlying.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text), name),
  );
});

Then(
  "the contract confirmation's description begins {string}",
  async function (this: ScenarioWorld, beginning: string) {
    const description = this.page.getByTestId('confirmation').locator('.confirmation__longcode');
    await description.waitFor(PRICE_WAIT);
    const text = (await description.textContent()) ?? '';
    assert.ok(text.startsWith(beginning), `the confirmation reads "${text}"`);
  },
);
