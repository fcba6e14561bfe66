import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { accountTransferPage } from '../pages/money';
import { expectCount, expectPage, expectText, including, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

Given('the platform lets accounts withdraw {float} USD in all', async function (this: ScenarioWorld, usd: number) {
  await this.control.setLimits(this.worldId, { withdrawal_limit: usd });
});

Then('the account transfer page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(accountTransferPage(this.page).message, including(text));
});

Then(
  'the account transfer form offers {string} to {string}',
  async function (this: ScenarioWorld, from: string, targets: string) {
    const transfer = accountTransferPage(this.page);
    await expectText(transfer.from, from);
    await expectPage(
      this.page,
      async () => (await transfer.to.locator('option').allInnerTexts()).map(normalized).join(', '),
      (listed) => listed === targets,
      (listed) => `the account transfer form offers ${String(listed)}`,
    );
  },
);

Then('the account transfer amount reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(accountTransferPage(this.page).range, text);
});

Then('the account transfer fee note reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(accountTransferPage(this.page).fee, including(text));
});

Then('the account transfer form has no fee note', async function (this: ScenarioWorld) {
  const transfer = accountTransferPage(this.page);
  await transfer.submit.waitFor(PAGE_WAIT);
  await expectCount(transfer.fee, 0);
});

When(
  'I transfer {string} to {string} between my accounts',
  async function (this: ScenarioWorld, amount: string, to: string) {
    const transfer = accountTransferPage(this.page);
    await transfer.to.selectOption({ value: to });
    await transfer.amount.fill(amount);
    await transfer.submit.click();
  },
);

Then(
  'the account transfer field {string} shows {string}',
  async function (this: ScenarioWorld, label: string, text: string) {
    await accountTransferPage(this.page).fieldError(label, text).waitFor(PAGE_WAIT);
  },
);

Then('the account transfer form shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(accountTransferPage(this.page).formError, text);
});

Then('the account transfer form shows no error', async function (this: ScenarioWorld) {
  await expectCount(accountTransferPage(this.page).formError, 0);
});

Then('the transfer succeeded with the new balances {string}', async function (this: ScenarioWorld, balances: string) {
  const transfer = accountTransferPage(this.page);
  await expectPage(
    this.page,
    async () => (await transfer.doneBalances.allInnerTexts()).map(normalized).join(', '),
    (shown) => shown === balances,
    (shown) => `the transfer's new balances read "${String(shown)}"`,
  );
});

When('I make another transfer', async function (this: ScenarioWorld) {
  await accountTransferPage(this.page).again.click();
});

Then('the platform received no {string} call with an amount', async function (this: ScenarioWorld, call: string) {
  const traffic = await this.control.traffic(this.worldId, { limit: 2000 });
  const moves = traffic.filter(
    ({ direction, message }) => direction === 'in' && call in (message as object) && 'amount' in (message as object),
  );
  assert.deepEqual(moves, []);
});
