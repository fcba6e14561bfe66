import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { logInThroughSimulator } from '../../e2e/log-in';
import type { ScenarioWorld } from '../support/world';

const DEMO_PASSWORD = 'Demo1234';

/** The page's path, query and hash as the address bar shows them. */
function address(world: ScenarioWorld): string {
  const url = new URL(world.page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

async function expectAddress(world: ScenarioWorld, expected: string) {
  await world.page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === expected, { timeout: 10_000 });
}

/** Marks the loaded document, so a later check can tell whether the page was loaded again. */
async function markDocument(world: ScenarioWorld) {
  await world.page.evaluate(() => {
    (window as unknown as { __loadedOnce?: boolean }).__loadedOnce = true;
  });
}

When('I open {string}', async function (this: ScenarioWorld, path: string) {
  this.socketUrls = [];
  this.page.on('websocket', (socket) => this.socketUrls.push(socket.url()));
  await this.page.goto(this.appUrl(path));
  await markDocument(this);
});

When('I go to {string}', async function (this: ScenarioWorld, path: string) {
  await this.page.goto(this.appUrl(path));
});

Given('I am logged in as {string}', async function (this: ScenarioWorld, email: string) {
  await this.page.goto(this.appUrl('/en/trading.html'));
  await logInThroughSimulator(this.page, email, DEMO_PASSWORD);
});

When(
  'I log in as {string} with password {string}',
  async function (this: ScenarioWorld, email: string, password: string) {
    await logInThroughSimulator(this.page, email, password);
  },
);

Then('the address is {string}', async function (this: ScenarioWorld, expected: string) {
  await expectAddress(this, expected);
  assert.equal(address(this), expected);
});

Then('I see the trading page', async function (this: ScenarioWorld) {
  await this.page.getByRole('heading', { name: 'Trading' }).waitFor();
});

Then('I see the page-not-found message', async function (this: ScenarioWorld) {
  await this.page.getByRole('heading', { name: 'Page not found' }).waitFor();
});

When('I follow the link {string}', async function (this: ScenarioWorld, name: string) {
  await this.page.getByRole('link', { name }).click();
});

Then('the page was not loaded again', async function (this: ScenarioWorld) {
  const marked = await this.page.evaluate(() => (window as unknown as { __loadedOnce?: boolean }).__loadedOnce);
  assert.equal(marked, true);
});

Then('I am told {string}', async function (this: ScenarioWorld, message: string) {
  const refusal = this.page.getByTestId('access-refusal');
  await refusal.waitFor();
  assert.equal((await refusal.innerText()).replace(/\s+/g, ' ').trim(), message);
});

Then(
  'the header shows the {string} {string} with balance {string}',
  async function (this: ScenarioWorld, title: string, loginid: string, balance: string) {
    const switcher = this.page.getByTestId('account-switcher');
    await switcher.getByTestId('loginid').filter({ hasText: loginid }).waitFor();
    await switcher.getByTestId('balance').filter({ hasText: balance }).waitFor();
    assert.ok((await switcher.innerText()).toUpperCase().includes(title.toUpperCase()));
  },
);

When(
  'the balance of {string} becomes {string} on the platform',
  async function (this: ScenarioWorld, loginid: string, balance: string) {
    await this.control.patchAccount(this.worldId, loginid, { balance });
  },
);

When('I switch to the account {string}', async function (this: ScenarioWorld, loginid: string) {
  await this.page.getByTestId('account-switcher').getByRole('button').first().click();
  await this.page.getByRole('menuitem', { name: new RegExp(loginid) }).click();
});

When('I log out', async function (this: ScenarioWorld) {
  await this.page.getByTestId('account-switcher').getByRole('button').first().click();
  await this.page.getByRole('menuitem', { name: 'Log out' }).click();
});

Then('I see the log-in button', async function (this: ScenarioWorld) {
  await this.page.getByTestId('login').waitFor();
});

Then('no account is kept in the browser', async function (this: ScenarioWorld) {
  const kept = await this.page.evaluate(() => [
    localStorage.getItem('client.accounts'),
    localStorage.getItem('active_loginid'),
  ]);
  assert.deepEqual(kept, [null, null]);
});

When('I reload the page', async function (this: ScenarioWorld) {
  await this.page.reload();
});

When('I choose the language {string}', async function (this: ScenarioWorld, language: string) {
  await this.page.getByTestId('language').selectOption({ label: language });
});

Then('the header offers {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByRole('button', { name: label, exact: true }).waitFor();
});

Then(
  'the connection to the platform asks for language {string}',
  async function (this: ScenarioWorld, language: string) {
    const last = this.socketUrls.at(-1);
    assert.ok(last, 'no socket was opened');
    assert.equal(new URL(last).searchParams.get('l'), language);
  },
);
