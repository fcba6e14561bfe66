import { Then, When } from '@cucumber/cucumber';
import { cashierPasswordPage } from '../pages/money';
import { expectText, PAGE_WAIT } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

Then('the cashier password page offers to {string}', async function (this: ScenarioWorld, heading: string) {
  await expectText(cashierPasswordPage(this.page).heading, heading);
});

When(
  'I type {string} as the cashier password and {string} as its repeat',
  async function (this: ScenarioWorld, password: string, repeat: string) {
    const form = cashierPasswordPage(this.page);
    await form.password.fill(password);
    await form.repeat.fill(repeat);
  },
);

When('I type {string} as the cashier password', async function (this: ScenarioWorld, password: string) {
  await cashierPasswordPage(this.page).password.fill(password);
});

When('I send the cashier password form', async function (this: ScenarioWorld) {
  await cashierPasswordPage(this.page).submit.click();
});

Then(
  'the cashier password field {string} shows {string}',
  async function (this: ScenarioWorld, label: string, text: string) {
    await cashierPasswordPage(this.page).fieldError(label, text).waitFor(PAGE_WAIT);
  },
);

Then('the cashier password form shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(cashierPasswordPage(this.page).formError, text);
});

Then('the cashier password page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(cashierPasswordPage(this.page).done, text);
});

Then(
  'the cashier of {string} is {word} on the platform',
  async function (this: ScenarioWorld, loginid: string, state: string) {
    const wanted = state === 'locked';
    await untilPlatform(
      this,
      () => this.world.state.cashier.passwords[loginid] !== undefined,
      (locked) => locked === wanted,
      (locked) => `the cashier of ${loginid} is ${locked ? 'locked' : 'unlocked'} on the platform, not ${state}`,
    );
  },
);
