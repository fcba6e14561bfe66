import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { mt5Page } from '../pages/mt5';
import { emailedCodes, followEmailedLink } from '../support/emailed-links';
import { PAGE_WAIT, expectCount, expectEnabled, expectText, including } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

function newClientName(world: ScenarioWorld): string {
  const person = world.newClient?.person;
  if (!person) throw new Error('no new client yet: start with "Given a new real client in <country>"');
  return `${person.first_name} ${person.last_name}`;
}

Given("the trading account's withdrawal limit is {int} USD", async function (this: ScenarioWorld, limit: number) {
  await this.control.setLimits(this.worldId, { withdrawal_limit: limit });
});

When('I start a new MT5 account with {string}', async function (this: ScenarioWorld, money: string) {
  const mt5 = mt5Page(this.page);
  await mt5.button('New account').click(PAGE_WAIT);
  await mt5.chooser.money(money).check();
});

When('I pick {string} for the new MT5 account', async function (this: ScenarioWorld, money: string) {
  await mt5Page(this.page).chooser.money(money).check();
});

When('I pick the MT5 account type {string}', async function (this: ScenarioWorld, kind: string) {
  await mt5Page(this.page).chooser.kind(kind).check();
});

When('I press the MT5 {string} button', async function (this: ScenarioWorld, name: string) {
  await mt5Page(this.page).button(name).click(PAGE_WAIT);
});

When(
  'I press {string} for the MT5 account {string}',
  async function (this: ScenarioWorld, name: string, login: string) {
    await mt5Page(this.page).account(login).action(name).click(PAGE_WAIT);
  },
);

When(
  "I fill the new MT5 account with the new client's name and the passwords {string} and {string}",
  async function (this: ScenarioWorld, main: string, investor: string) {
    const { field } = mt5Page(this.page).openForm;
    await field('Name').fill(newClientName(this));
    await field('Main password').fill(main);
    await field('Verify password').fill(main);
    await field('Investor password').fill(investor);
  },
);

When('I type {string} as the MT5 {string}', async function (this: ScenarioWorld, value: string, label: string) {
  await mt5Page(this.page).openForm.field(label).fill(value);
});

When('I choose {string} as the MT5 {string}', async function (this: ScenarioWorld, option: string, label: string) {
  await mt5Page(this.page).openForm.field(label).selectOption({ label: option });
});

When('I send the MT5 form', async function (this: ScenarioWorld) {
  await mt5Page(this.page).openForm.send.click(PAGE_WAIT);
});

When('I follow the MT5 password reset link e-mailed to {string}', async function (this: ScenarioWorld, email: string) {
  const codes = await untilPlatform(
    this,
    () => emailedCodes(this, email, 'mt5_password_reset'),
    (sent) => sent.length > 0,
    () => `no MT5 password reset link was e-mailed to ${email}`,
  );
  await followEmailedLink(this, 'mt5_password_reset', codes.at(-1)!);
});

When(
  'I follow the MT5 password reset link e-mailed to nobody, with the token {string}',
  async function (this: ScenarioWorld, token: string) {
    await followEmailedLink(this, 'mt5_password_reset', token);
  },
);

Then('the MT5 {string} button is {word}', async function (this: ScenarioWorld, name: string, state: string) {
  await expectEnabled(mt5Page(this.page).button(name), state === 'enabled');
});

Then('the MT5 account type {string} is picked', async function (this: ScenarioWorld, kind: string) {
  const radio = mt5Page(this.page).chooser.kind(kind);
  await radio.waitFor(PAGE_WAIT);
  assert.equal(await radio.isChecked(), true, `the MT5 account type ${kind} is not picked`);
});

Then(
  'the MT5 account type {string} offers leverage {string}',
  async function (this: ScenarioWorld, kind: string, leverage: string) {
    await expectText(mt5Page(this.page).chooser.kindLine(kind), including(`Leverage ${leverage}`));
  },
);

Then('the new MT5 account form shows {string}', async function (this: ScenarioWorld, text: string) {
  await mt5Page(this.page).openForm.text(text).waitFor(PAGE_WAIT);
});

Then('the MT5 form shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await mt5Page(this.page).openForm.alert(text).waitFor(PAGE_WAIT);
});

Then('the MT5 page shows the error {string}', async function (this: ScenarioWorld, text: string) {
  const mt5 = mt5Page(this.page);
  await mt5.alert(text).waitFor(PAGE_WAIT);
  await expectCount(mt5.openForm.form, 0);
});

Then('the CNMV warning says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(mt5Page(this.page).chooser.cnmvWarning, including(text));
});

Then('no CNMV warning shows', async function (this: ScenarioWorld) {
  await expectCount(mt5Page(this.page).chooser.cnmvWarning, 0);
});

Then(
  'the MT5 page says {string} once, with the link {string}',
  async function (this: ScenarioWorld, text: string, link: string) {
    const messages = mt5Page(this.page).upgradeMessages;
    await expectText(messages, including(text));
    await expectCount(messages, 1);
    await messages.getByRole('link', { name: link, exact: true }).waitFor(PAGE_WAIT);
  },
);

Then(
  "the MT5 account {string} is held in the new client's name on the platform",
  async function (this: ScenarioWorld, login: string) {
    const name = newClientName(this);
    await untilPlatform(
      this,
      async () => (await this.control.getMt5Account(this.worldId, login)).name,
      (held) => held === name,
      (held) => `the MT5 account ${login} is held by "${held}", not "${name}"`,
    );
  },
);

Then(
  'the MT5 account {string} is managed by {string} on the platform',
  async function (this: ScenarioWorld, login: string, manager: string) {
    await untilPlatform(
      this,
      async () => (await this.control.getMt5Account(this.worldId, login)).manager_id,
      (held) => held === manager,
      (held) => `the MT5 account ${login} is managed by "${held}", not "${manager}"`,
    );
  },
);
