import { Then } from '@cucumber/cucumber';
import { accountCard } from '../pages/account-card';
import { expectPage } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

Then(
  'the {string} field offers the dates from {string} to {string}',
  async function (this: ScenarioWorld, label: string, first: string, last: string) {
    const input = accountCard(this.page).field(label);
    await expectPage(
      this.page,
      async () => `${await input.getAttribute('min')} to ${await input.getAttribute('max')}`,
      (range) => range === `${first} to ${last}`,
      (range) => `the "${label}" field offers the dates from ${String(range)}`,
    );
  },
);
