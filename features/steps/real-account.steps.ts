import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { accountCard } from '../pages/account-card';
import { realAccountPage } from '../pages/real-account';
import { shell } from '../pages/shell';
import { expectText } from '../support/expectations';
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
  const form = realAccountPage(this.page);
  const { field } = accountCard(this.page);
  await expectText(form.residence, /./);
  for (const [label, value] of DETAILS) await field(label).fill(value);
  for (const [label, value] of CHOICES) await field(label).selectOption(value);
  await form.acceptTerms();
  await form.openAccount.click();
});

When('I set the account currency to {string}', async function (this: ScenarioWorld, currency: string) {
  const page = realAccountPage(this.page);
  await page.currency(currency).check();
  await page.setCurrency.click();
  await page.confirmCurrency.click();
});

Then(
  'the header shows my new real account with balance {string}',
  async function (this: ScenarioWorld, balance: string) {
    const { switcher, balance: shownBalance, loginid: shownLoginid } = shell(this.page).accountSwitcher;
    await shownBalance.filter({ hasText: balance }).waitFor();
    const loginid = await expectText(shownLoginid, /^CR\d+$/);
    await expectText(switcher, /REAL ACCOUNT/i);
    assert.equal(this.world.state.accounts.accounts[loginid]?.currency, balance.split(' ').pop());
  },
);

Then('I can still switch to my demo account', async function (this: ScenarioWorld) {
  const header = shell(this.page);
  await header.accountSwitcher.opener.click();
  await header.accountMenuItem(/VRTC\d+/).waitFor();
});
