import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { card, field } from '../support/account-card';
import { eventually } from '../support/eventually';
import type { ScenarioWorld } from '../support/world';

/** Details a real-money account can be opened with, for a resident of Indonesia. */
const DETAILS: readonly [label: string, value: string][] = [
  ['First name', 'Jane'],
  ['Last name', 'Doe'],
  ['Date of birth', '1990-04-12'],
  ['First line of home address', 'Jalan Sudirman 12'],
  ['Town/City', 'Jakarta'],
  ['Telephone', '+62 21 555 0123'],
];
const CHOICES: readonly [label: string, value: string][] = [
  ['Title', 'Ms'],
  ['Place of birth', 'id'],
  ['Citizenship', 'id'],
  ['Account opening reason', 'Speculative'],
];

When('I complete the real-account form', async function (this: ScenarioWorld) {
  await eventually(async () =>
    assert.notEqual(await card(this).getByTestId('residence').innerText(), '', 'no residence'),
  );
  for (const [label, value] of DETAILS) await field(this, label).fill(value);
  for (const [label, value] of CHOICES) await field(this, label).selectOption(value);
  await this.page.getByRole('button', { name: 'Open account', exact: true }).click();
});

When('I set the account currency to {string}', async function (this: ScenarioWorld, currency: string) {
  await card(this).getByLabel(currency, { exact: true }).check();
  await this.page.getByRole('button', { name: 'Set currency', exact: true }).click();
  const popup = this.page.getByRole('dialog', { name: 'Confirm your currency' });
  await popup.getByRole('button', { name: 'Confirm', exact: true }).click();
});

Then(
  'the header shows my new real account with balance {string}',
  async function (this: ScenarioWorld, balance: string) {
    const switcher = this.page.getByTestId('account-switcher');
    await switcher.getByTestId('balance').filter({ hasText: balance }).waitFor();
    const loginid = (await switcher.getByTestId('loginid').innerText()).trim();
    assert.match(loginid, /^CR\d+$/, `the header shows ${loginid}`);
    const text = await switcher.innerText();
    assert.ok(text.toUpperCase().includes('REAL ACCOUNT'), `the header reads "${text}"`);
    assert.equal(this.world.state.accounts.accounts[loginid]?.currency, balance.split(' ').pop());
  },
);

Then('I can still switch to my demo account', async function (this: ScenarioWorld) {
  await this.page.getByTestId('account-switcher').getByRole('button').first().click();
  await this.page.getByRole('menuitem', { name: /VRTC\d+/ }).waitFor();
});
