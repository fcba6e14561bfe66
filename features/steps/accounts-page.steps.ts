import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { COUNTRIES } from '../../simulator/domain/accounts/countries';
import { accountCard } from '../pages/account-card';
import { accountsPage } from '../pages/accounts';
import { realAccountPage } from '../pages/real-account';
import { settingsPages } from '../pages/settings';
import { expectCount, expectPage, expectText, including } from '../support/expectations';
import { makePerson } from '../support/people';
import { requestsSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

function countryNamed(name: string) {
  const country = COUNTRIES.find((candidate) => candidate.name === name);
  if (!country) throw new Error(`no country is called "${name}"`);
  return country;
}

Given('the client of {string} lives in {string}', async function (this: ScenarioWorld, loginid: string, name: string) {
  await this.control.patchAccount(this.worldId, loginid, { residence: countryNamed(name).code });
});

Then('the accounts page lists, in this order:', async function (this: ScenarioWorld, table: DataTable) {
  const rows = accountsPage(this.page).accountRows;
  const expected = table.hashes();
  await expectCount(rows, expected.length);
  for (const [index, row] of expected.entries()) {
    const shown = rows.nth(index);
    await expectText(shown.locator('td').nth(0), including(row.account ?? ''));
    await expectText(shown.locator('td').nth(1), row.markets ?? '');
    await expectText(shown.locator('td').nth(2), row.currency ?? '');
  }
});

Then(
  'the accounts page dims {int} account(s) and says {string}',
  async function (this: ScenarioWorld, count: number, text: string) {
    const page = accountsPage(this.page);
    await expectCount(page.inactiveRows, count);
    await expectText(page.note, text);
  },
);

Then('the accounts page offers to create a {string}', async function (this: ScenarioWorld, type: string) {
  await expectText(accountsPage(this.page).upgrade.locator('td').first(), type);
});

Then('the accounts page offers no new account', async function (this: ScenarioWorld) {
  await expectText(accountsPage(this.page).accountRows.first(), /\d/);
  await expectCount(this.page.getByTestId('new-accounts'), 0);
});

When('I follow the Create link of the upgrade', async function (this: ScenarioWorld) {
  await accountsPage(this.page).upgradeCreate.click();
});

Then('the multi-account form offers the currencies {string}', async function (this: ScenarioWorld, currencies: string) {
  const options = accountsPage(this.page).multiAccountCurrency.locator('option:not([value=""])');
  const expected = currencies.split(', ');
  await expectCount(options, expected.length);
  assert.deepEqual(await options.allTextContents(), expected);
});

When('I create another account in {string}', async function (this: ScenarioWorld, currency: string) {
  const page = accountsPage(this.page);
  await page.multiAccountCurrency.selectOption(currency);
  await page.multiAccountCreate.click();
});

Then('the multi-account form says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(accountsPage(this.page).multiAccountMessage, text);
});

Then('the details page offers the way back to the accounts page', async function (this: ScenarioWorld) {
  const back = settingsPages(this.page).details.complete.getByRole('link', { name: 'Continue' });
  await expectPage(
    this.page,
    () => back.getAttribute('href', { timeout: 1_000 }).catch(() => null),
    (href) => href === '/en/user/accounts.html',
    (href) => `the details page's way back leads to ${String(href)}`,
  );
});

When(
  'I complete the financial account form as a made-up resident of {string}',
  async function (this: ScenarioWorld, name: string) {
    const country = countryNamed(name);
    const person = makePerson(this.faker, country, new Date(this.world.clock.nowMs()));
    const form = realAccountPage(this.page);
    const { field } = accountCard(this.page);
    await expectText(form.residence, /./);
    const texts: [string, string][] = [
      ['First name', person.first_name],
      ['Last name', person.last_name],
      ['Date of birth', person.date_of_birth],
      ['First line of home address', person.address_line_1],
      ['Town/City', person.address_city],
      ['Postal Code / ZIP', person.address_postcode],
      ['Telephone', person.phone],
      ['Secret answer', `${this.faker.person.firstName()} ${this.faker.person.lastName()}`],
      ['Tax identification number', `${country.code.toUpperCase()}${this.faker.string.numeric(9)}`],
    ];
    for (const [label, value] of texts) await field(label).fill(value);
    const choices: [string, string][] = [
      ['Title', person.salutation],
      ['Place of birth', person.place_of_birth],
      ['Citizenship', person.citizen],
      ['Account opening reason', person.account_opening_reason],
      ['Secret question', 'Name of your pet'],
      ['Tax residence', country.code],
    ];
    for (const [label, value] of choices) await field(label).selectOption(value);
    for (const question of await form.financialQuestions.all()) await question.selectOption({ index: 1 });
    await form.checkbox('All the information above is true and complete.').check();
    await form.acceptTerms();
    await form.openAccount.click();
  },
);

Then('the risk disclaimer says {string}', async function (this: ScenarioWorld, text: string) {
  const form = realAccountPage(this.page);
  await expectText(form.riskDisclaimer, including(text));
  await expectCount(form.openAccount, 0);
});

Then('the checkbox {string} says {string}', async function (this: ScenarioWorld, label: string, text: string) {
  const checkbox = this.page.getByRole('checkbox', { name: label, exact: true });
  const row = accountCard(this.page).card.locator('.real-account__check').filter({ has: checkbox });
  await expectText(row.getByRole('alert'), text);
});

Then(
  'the financial account request was sent without accept_risk, then again with it and the client type {string}',
  async function (this: ScenarioWorld, clientType: string) {
    const requests = () => requestsSince(this.page).filter((request) => request.new_account_maltainvest === 1);
    const [first, again] = await untilFrames(
      this.page,
      () => (requests().length >= 2 ? requests() : undefined),
      () => `new_account_maltainvest requests: ${JSON.stringify(requests())}`,
    );
    assert.equal(first?.accept_risk, undefined);
    assert.equal(again?.accept_risk, 1);
    assert.equal(again?.client_type, clientType);
  },
);
