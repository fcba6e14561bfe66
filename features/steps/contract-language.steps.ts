import { Then } from '@cucumber/cucumber';
import { tradingPage } from '../pages/trading';
import { expectPage } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

/** Names and sentences the platform writes in the connection's language, as the trading page shows them. */

Then('the underlying selector shows {string}', async function (this: ScenarioWorld, name: string) {
  const { underlying } = tradingPage(this.page);
  await expectPage(
    this.page,
    () => underlying.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text).catch(() => undefined),
    (shown) => shown === name,
    (shown) => `the underlying selector shows ${JSON.stringify(shown)}, not ${JSON.stringify(name)}`,
  );
});

Then(
  "the contract confirmation's description begins {string}",
  async function (this: ScenarioWorld, beginning: string) {
    const { description } = tradingPage(this.page).confirmation;
    await expectPage(
      this.page,
      () => description.innerText({ timeout: 1_000 }).catch(() => ''),
      (text) => text.startsWith(beginning),
      (text) => `the confirmation's description reads ${JSON.stringify(text)}`,
    );
  },
);
