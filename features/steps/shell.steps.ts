import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { logInThroughSimulator, logInWithPassword } from '../../e2e/log-in';
import { endpointPage } from '../pages/endpoint';
import { shell } from '../pages/shell';
import { tradingPage } from '../pages/trading';
import { jumpBrowserTime, passBrowserTime } from '../support/browser-time';
import { expectEnabled, expectPage, expectText, including, PAGE_WAIT } from '../support/expectations';
import { isReleaseCheck, openCountingLoads, sameDocumentAsOpened } from '../support/page-loads';
import type { ScenarioWorld } from '../support/world';

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
  await logInWithPassword(this.page, this.stack.appUrl, email);
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
  await expectPage(
    this.page,
    () => this.page.title(),
    (title) => title === expected,
    (title) => `the document title is "${title}"`,
  );
});

Then('I see the trading page', async function (this: ScenarioWorld) {
  await tradingPage(this.page).heading.waitFor();
});

Then('I see the page-not-found message', async function (this: ScenarioWorld) {
  await shell(this.page).pageNotFound.waitFor();
});

When('I follow the link {string}', async function (this: ScenarioWorld, name: string) {
  await this.page.getByRole('link', { name }).click();
});

Then('the page was not loaded again', async function (this: ScenarioWorld) {
  assert.equal(await sameDocumentAsOpened(this), true);
  assert.equal(this.loads, 1);
});

Then('the page was loaded again in full', async function (this: ScenarioWorld) {
  // Playwright asks again when a new document replaces the one it asked, until that one answers.
  await this.page.waitForFunction(() => document.readyState === 'complete');
  if (this.loads < 2) await this.page.waitForEvent('load');
  assert.ok(this.loads >= 2, `loaded ${this.loads} time(s)`);
  await this.page.waitForFunction(() => (window as { __loadedOnce?: boolean }).__loadedOnce !== true);
  assert.equal(await sameDocumentAsOpened(this), false);
});

Then('I am told {string}', async function (this: ScenarioWorld, message: string) {
  await expectText(shell(this.page).accessRefusal, message);
});

Then(
  'the header shows the {string} {string} with balance {string}',
  async function (this: ScenarioWorld, title: string, loginid: string, balance: string) {
    const header = shell(this.page).accountSwitcher;
    await header.loginid.filter({ hasText: loginid }).waitFor();
    await header.balance.filter({ hasText: balance }).waitFor();
    await expectText(header.switcher, new RegExp(including(title).source, 'i'));
  },
);

When(
  'the balance of {string} becomes {string} on the platform',
  async function (this: ScenarioWorld, loginid: string, balance: string) {
    await this.control.patchAccount(this.worldId, loginid, { balance });
  },
);

When('I switch to the account {string}', async function (this: ScenarioWorld, loginid: string) {
  const header = shell(this.page);
  await header.accountSwitcher.opener.click();
  await header.accountMenuItem(new RegExp(loginid)).click();
});

When('I log out', async function (this: ScenarioWorld) {
  const header = shell(this.page);
  await header.accountSwitcher.opener.click();
  // The app reloads the page once the platform confirms: the step ends when the reloaded page has loaded.
  const reloaded = this.page.waitForEvent('load', PAGE_WAIT);
  await header.accountMenuItem('Log out').click();
  await reloaded;
});

Then('I see the log-in button', async function (this: ScenarioWorld) {
  await shell(this.page).logInButton.waitFor();
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
  await shell(this.page).language.selectOption({ label: language });
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
  const opened = (url: string) => url.includes(`app_id=${appId}`);
  if (!this.socketUrls.some(opened))
    await this.page.waitForEvent('websocket', { predicate: (socket) => opened(socket.url()) });
  const last = this.socketUrls.at(-1);
  assert.ok(last, 'no socket was opened');
  assert.equal(new URL(last).searchParams.get('app_id'), appId);
});

When('I set the app id to {string} on the endpoint page', async function (this: ScenarioWorld, appId: string) {
  const endpoint = endpointPage(this.page);
  await endpoint.appId.fill(appId);
  await endpoint.submit.click();
});

Then('I see the notice {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(shell(this.page).alert(text), text);
});

Then('I see the message {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(shell(this.page).alert(text), text);
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
  await expectEnabled(shell(this.page).logInButton, false);
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

When('{int} second(s) pass(es) in the browser', async function (this: ScenarioWorld, seconds: number) {
  await passBrowserTime(this.page, seconds * 1_000);
});

When('{int} minutes pass in the browser', async function (this: ScenarioWorld, minutes: number) {
  await jumpBrowserTime(this.page, minutes * 60_000);
});

Then('the browser reported a failed page load of type {string}', async function (this: ScenarioWorld, type: string) {
  const report = `ChunkLoadError (${type}): trading`;
  if (!this.consoleLines.some((line) => line.includes(report)))
    await this.page.waitForEvent('console', { predicate: (message) => message.text().includes(report) });
});

When('a new release of the site is deployed', async function (this: ScenarioWorld) {
  // After the page's first check has read the build it runs, else that check would see the new one.
  if (this.releaseChecks === 0) await this.page.waitForEvent('requestfinished', { predicate: isReleaseCheck });
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
  await tradingPage(this.page).field('barrier').fill('1'.repeat(digits));
});

When("the platform's clock moves on {int} seconds", async function (this: ScenarioWorld, seconds: number) {
  await this.control.advanceClock(this.worldId, seconds * 1000);
});

Then('the platform has logged {string} out', async function (this: ScenarioWorld, loginid: string) {
  const records = this.world.state.security.login_history[loginid] ?? [];
  assert.equal(records.at(-1)?.action, 'logout', JSON.stringify(records));
});
