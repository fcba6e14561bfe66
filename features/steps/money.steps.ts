import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { MONEY_PATHS, virtualTopUpPage } from '../pages/money';
import { expectText } from '../support/expectations';
import { expectMoneyAgrees } from '../support/money-checks';
import type { ScenarioWorld } from '../support/world';

When('I open the money page {string}', async function (this: ScenarioWorld, name: string) {
  const path = MONEY_PATHS[name];
  assert.ok(path, `no money page called "${name}"`);
  await this.page.goto(this.appUrl(path));
});

Then('the header balance, the statement and the ledger agree', async function (this: ScenarioWorld) {
  await expectMoneyAgrees(this);
});

When('I top up the virtual account on its page', async function (this: ScenarioWorld) {
  await virtualTopUpPage(this.page).topUp.click();
});

Then('the virtual top-up page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(virtualTopUpPage(this.page).outcome, text);
});
