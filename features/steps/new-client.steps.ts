import { Given, Then } from '@cucumber/cucumber';
import { logInThroughSimulator } from '../../e2e/log-in';
import { COUNTRIES } from '../../simulator/domain/accounts/countries';
import { shell } from '../pages/shell';
import { TRADING_PATH } from '../pages/trading';
import { expectText, including } from '../support/expectations';
import { makePerson } from '../support/people';
import type { ScenarioWorld } from '../support/world';

function newClientOf(world: ScenarioWorld): NonNullable<ScenarioWorld['newClient']> {
  if (!world.newClient) throw new Error('no new client yet: start with "Given a new real client in <country>"');
  return world.newClient;
}

// A made-up resident of the country (names, address, phone, date of birth, e-mail at the test domain),
// seeded by the scenario, with a real USD account in this scenario's world.
Given(/^a new real client in (.+)$/, async function (this: ScenarioWorld, countryName: string) {
  const country = COUNTRIES.find((candidate) => candidate.name === countryName);
  if (!country) throw new Error(`no country is called "${countryName}"`);
  const { email, password, ...settings } = makePerson(this.faker, country, new Date(this.world.clock.nowMs()));
  const created = await this.control.createClient(this.worldId, {
    email,
    password,
    residence: country.code,
    settings,
  });
  this.newClient = { person: { email, password, ...settings }, loginid: created.loginid };
});

Given('I am logged in as the new client', async function (this: ScenarioWorld) {
  const { person } = newClientOf(this);
  await this.page.goto(this.appUrl(TRADING_PATH));
  await logInThroughSimulator(this.page, person.email, person.password);
});

Then(
  "the header shows the new client's real account with balance {string}",
  async function (this: ScenarioWorld, balance: string) {
    const { loginid } = newClientOf(this);
    const { accountSwitcher } = shell(this.page);
    await expectText(accountSwitcher.balance, including(balance));
    await expectText(accountSwitcher.loginid, loginid);
  },
);
