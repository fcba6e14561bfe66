import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, logInThroughSimulator } from '../../e2e/log-in';
import type { ScenarioWorld } from '../support/world';
import { eventually } from '../support/eventually';
import { openCountingLoads, sameDocumentAsOpened } from '../support/page-loads';
import { jumpBrowserTime, passBrowserTime } from '../support/browser-time';

/** The page's path, query and hash as the address bar shows them. */
function address(world: ScenarioWorld): string {
  const url = new URL(world.page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

async function expectAddress(world: ScenarioWorld, expected: string) {
  await world.page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === expected, { timeout: 10_000 });
}

When('I open {string}', async function (this: ScenarioWorld, path: string) {
  this.socketUrls = [];
  this.page.on('websocket', (socket) => this.socketUrls.push(socket.url()));
  await openCountingLoads(this, path);
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

Then('the document title is {string}', async function (this: ScenarioWorld, expected: string) {
  await eventually(async () => assert.equal(await this.page.title(), expected));
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
  assert.equal(await sameDocumentAsOpened(this), true);
  assert.equal(this.loads, 1);
});

Then('the page was loaded again in full', async function (this: ScenarioWorld) {
  await this.page.waitForFunction(() => document.readyState === 'complete');
  await eventually(() => assert.ok(this.loads >= 2, `loaded ${this.loads} time(s)`));
  // Asked again while the new document replaces the old one's context, until that document answers.
  await eventually(async () => assert.equal(await sameDocumentAsOpened(this), false));
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
    const text = await switcher.innerText();
    assert.ok(text.toUpperCase().includes(title.toUpperCase()), `the header reads "${text}"`);
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

Then('the connection to the platform uses app id {string}', async function (this: ScenarioWorld, appId: string) {
  await eventually(() =>
    assert.ok(
      this.socketUrls.some((url) => url.includes(`app_id=${appId}`)),
      this.socketUrls.join(' '),
    ),
  );
  const last = this.socketUrls.at(-1);
  assert.ok(last, 'no socket was opened');
  assert.equal(new URL(last).searchParams.get('app_id'), appId);
});

When('I set the app id to {string} on the endpoint page', async function (this: ScenarioWorld, appId: string) {
  await this.page.getByLabel('App ID').fill(appId);
  await this.page.getByRole('button', { name: 'Submit' }).click();
});

async function expectAlert(world: ScenarioWorld, text: string) {
  const alert = world.page.getByRole('alert').filter({ hasText: text.slice(0, 30) });
  await alert.first().waitFor();
  assert.equal((await alert.first().innerText()).replace(/\s+/g, ' ').trim(), text);
}

Then('I see the notice {string}', async function (this: ScenarioWorld, text: string) {
  await expectAlert(this, text);
});

Then('I see the message {string}', async function (this: ScenarioWorld, text: string) {
  await expectAlert(this, text);
});

Given('the browser blocks web storage', async function (this: ScenarioWorld) {
  await this.context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
});

Then('the log-in button is disabled', async function (this: ScenarioWorld) {
  assert.equal(await this.page.getByTestId('login').isDisabled(), true);
});

/** The trading page's code chunk, as the build names it. */
const TRADING_CHUNK = /\/assets\/trading-[^/]*\.js$/;

Given('the code of the trading page cannot be fetched', async function (this: ScenarioWorld) {
  await this.page.route(TRADING_CHUNK, (route) => route.abort('failed'));
});

Given('the code of the trading page never arrives', async function (this: ScenarioWorld) {
  await this.page.route(TRADING_CHUNK, () => undefined);
});

/** Requests held without an answer would keep the browser context from closing. */
After(async function (this: ScenarioWorld) {
  await this.page?.unrouteAll({ behavior: 'ignoreErrors' });
});

Given("the browser's clock is under test control", async function (this: ScenarioWorld) {
  await this.page.clock.install();
});

When('{int} seconds pass in the browser', async function (this: ScenarioWorld, seconds: number) {
  await passBrowserTime(this.page, seconds * 1000);
});

When('{int} minutes pass in the browser', async function (this: ScenarioWorld, minutes: number) {
  await jumpBrowserTime(this.page, minutes * 60_000);
});

Then('the browser reported a failed page load of type {string}', async function (this: ScenarioWorld, type: string) {
  const report = `ChunkLoadError (${type}): trading`;
  await eventually(() =>
    assert.ok(
      this.consoleLines.some((line) => line.includes(report)),
      this.consoleLines.join('\n'),
    ),
  );
});

When('a new release of the site is deployed', async function (this: ScenarioWorld) {
  // After the page's first check has read the build it runs, else that check would see the new one.
  await eventually(() => assert.ok(this.releaseChecks > 0, 'the page has not checked for a release yet'));
  await this.page.route(/\/version\.json/, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ hash: 'a-newer-build' }) }),
  );
});

When('I go to the page {string} within the app', async function (this: ScenarioWorld, path: string) {
  await this.page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
});

Then(
  'the cookie {string} holds {string} for {int} months',
  async function (this: ScenarioWorld, name: string, value: string, months: number) {
    const cookie = (await this.context.cookies()).find((each) => each.name === name);
    assert.ok(cookie, `no cookie ${name}`);
    assert.equal(decodeURIComponent(cookie.value), value);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + months);
    assert.ok(Math.abs(cookie.expires * 1000 - expected.getTime()) < 86_400_000, `expires ${cookie.expires}`);
  },
);

Then(
  'no request with a {int}-character value reached the platform',
  async function (this: ScenarioWorld, length: number) {
    const traffic = await this.control.traffic(this.worldId);
    const long = traffic.filter(
      (entry) => entry.direction === 'in' && JSON.stringify(entry.message).includes('1'.repeat(length)),
    );
    assert.deepEqual(long, []);
  },
);

When('I set the barrier to a number of {int} digits', async function (this: ScenarioWorld, digits: number) {
  await this.page.getByTestId('barrier').fill('1'.repeat(digits));
});

When("the platform's clock moves on {int} seconds", async function (this: ScenarioWorld, seconds: number) {
  await this.control.advanceClock(this.worldId, seconds * 1000);
});

Then('the platform has logged {string} out', async function (this: ScenarioWorld, loginid: string) {
  const records = this.world.state.security.login_history[loginid] ?? [];
  assert.equal(records.at(-1)?.action, 'logout', JSON.stringify(records));
});
