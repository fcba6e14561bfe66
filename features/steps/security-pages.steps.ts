import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { openLogInCallback } from '../../e2e/log-in';
import { TraderSocket } from '../../e2e/trader-socket';
import { base32Decode, totp } from '../../simulator/domain/security/totp';
import { platformLogInPage } from '../pages/log-in';
import { SECURITY_PATHS, securityPage } from '../pages/security';
import { expectCount, expectPage, expectText, expectValue } from '../support/expectations';
import { requestsSince } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

/** The two-factor secret the scenario's client added to an authenticator app (read from the page). */
const authenticatorSecrets = new WeakMap<ScenarioWorld, string>();

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();
const listOf = (text: string) => (text === '' ? [] : text.split(',').map((each) => each.trim()));

function accountTokens(world: ScenarioWorld, loginid: string) {
  return Object.values(world.world.state.accounts.tokens).filter((token) => token.loginid === loginid);
}

function logInTokenOf(world: ScenarioWorld, loginid: string): string {
  const token = accountTokens(world, loginid).find((each) => each.kind === 'oauth');
  assert.ok(token, `no log-in token for ${loginid}`);
  return token.token;
}

/** A socket of `loginid`'s client on another device, logged in through the app `appId`. */
function clientSocket(world: ScenarioWorld, loginid: string, appId?: string): Promise<TraderSocket> {
  return TraderSocket.open(world.stack.simulator.url, world.worldId, logInTokenOf(world, loginid), appId);
}

/** The code an authenticator app shows now for `secret`, on the platform's clock. */
function authenticatorCode(world: ScenarioWorld, secret: string): string {
  const key = base32Decode(secret);
  assert.ok(key, `"${secret}" is not a base32 secret`);
  return totp(key, world.world.clock.epoch());
}

/** The cells of each row of a list on the page, by their columns' names. */
async function rowsOf(world: ScenarioWorld, rows: ReturnType<typeof securityPage>['tokenRows'], columns: string[]) {
  const count = await rows.count();
  const read: string[][] = [];
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    read.push(
      await Promise.all(
        columns.map(async (column) =>
          // A row the page draws anew between reads is read again on the next try, not waited for.
          normalized(
            await row
              .locator(`td[data-label="${column}"]`)
              .innerText({ timeout: 1_000 })
              .catch(() => ''),
          ),
        ),
      ),
    );
  }
  return read;
}

async function expectRows(world: ScenarioWorld, rows: ReturnType<typeof securityPage>['tokenRows'], table: DataTable) {
  const [columns = [], ...expected] = table.raw();
  await expectPage(
    world.page,
    () => rowsOf(world, rows, columns),
    (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    (shown) => `the page lists ${JSON.stringify(shown)}`,
  );
}

When('I open the security page {string}', async function (this: ScenarioWorld, name: string) {
  const path = SECURITY_PATHS[name];
  assert.ok(path, `no security page "${name}"`);
  await this.page.goto(this.appUrl(path));
});

Given(
  'account {string} has an API token {string} with the scopes {string}',
  async function (this: ScenarioWorld, loginid: string, name: string, scopes: string) {
    const client = await clientSocket(this, loginid);
    await client.request({ api_token: 1, new_token: name, new_token_scopes: listOf(scopes) });
    client.close();
  },
);

Given('account {string} has {int} API tokens', async function (this: ScenarioWorld, loginid: string, count: number) {
  const client = await clientSocket(this, loginid);
  const existing = accountTokens(this, loginid).filter((token) => token.kind === 'api').length;
  for (let index = existing + 1; index <= count; index += 1)
    await client.request({ api_token: 1, new_token: `Token ${index}`, new_token_scopes: ['read'] });
  client.close();
});

Given(
  'account {string} logged in through the app {int}',
  async function (this: ScenarioWorld, loginid: string, appId: number) {
    (await clientSocket(this, loginid, `${appId}`)).close();
  },
);

Given('account {string} logged in {int} times', async function (this: ScenarioWorld, loginid: string, times: number) {
  const client = await clientSocket(this, loginid);
  for (let n = 1; n < times; n += 1) await client.request({ authorize: logInTokenOf(this, loginid) });
  client.close();
});

Given('the platform has no log-in history for the account', async function (this: ScenarioWorld) {
  await this.control.queueFault(this.worldId, { msg_type: 'login_history', reply: { login_history: [] } });
});

Given(
  'I am logged in to {string} with its API token {string}',
  async function (this: ScenarioWorld, loginid: string, name: string) {
    const token = accountTokens(this, loginid).find((each) => each.kind === 'api' && each.display_name === name);
    assert.ok(token, `${loginid} has no API token "${name}"`);
    const currency = this.world.state.accounts.accounts[loginid]?.currency ?? '';
    const accounts = new URLSearchParams({ acct1: loginid, token1: token.token, cur1: currency });
    await openLogInCallback(this.page, this.stack.appUrl, accounts);
    await this.page.getByTestId('account-switcher').waitFor();
  },
);

When(
  'I create an API token named {string} with the scopes {string}',
  async function (this: ScenarioWorld, name: string, scopes: string) {
    const tokens = securityPage(this.page);
    await tokens.tokenName.fill(name);
    for (const scope of listOf(scopes)) await tokens.scope(scope).check();
    await tokens.createToken.click();
  },
);

Then('the API tokens are:', async function (this: ScenarioWorld, table: DataTable) {
  await expectRows(this, securityPage(this.page).tokenRows, table);
});

Then('the API token form is empty again', async function (this: ScenarioWorld) {
  const tokens = securityPage(this.page);
  await expectValue(tokens.tokenName, '');
  await expectCount(tokens.tokenForm.getByRole('checkbox', { checked: true }), 0);
});

When('I delete the API token {string}', async function (this: ScenarioWorld, name: string) {
  await securityPage(this.page).tokenRow(name).getByRole('button', { name: 'Delete' }).click();
});

When('I revoke the access of {string}', async function (this: ScenarioWorld, name: string) {
  await securityPage(this.page).app(name).getByRole('button', { name: 'Revoke access' }).click();
});

Then('the security page asks {string}', async function (this: ScenarioWorld, question: string) {
  await expectText(securityPage(this.page).confirmPopup.locator('p').first(), question);
});

Then('the security page says {string}', async function (this: ScenarioWorld, text: string) {
  await securityPage(this.page).text(text).first().waitFor();
});

Then('the security page shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(securityPage(this.page).main.getByRole('alert').filter({ hasText: text }), text);
});

Then('the API token form is not offered', async function (this: ScenarioWorld) {
  await expectCount(securityPage(this.page).tokenForm, 0);
});

Then('the API token form is offered', async function (this: ScenarioWorld) {
  await securityPage(this.page).tokenForm.waitFor();
});

Then(
  'the API token {string} logs in through the platform with the scopes {string}',
  async function (this: ScenarioWorld, name: string, scopes: string) {
    const token = await securityPage(this.page).tokenRow(name).getByTestId('token-value').innerText();
    const socket = await TraderSocket.open(this.stack.simulator.url, this.worldId);
    const reply = await socket.request({ authorize: token });
    socket.close();
    assert.deepEqual((reply.authorize as { scopes: string[] }).scopes, listOf(scopes));
  },
);

Then(
  'the API token {string} cannot buy a contract, the platform saying {string}',
  async function (this: ScenarioWorld, name: string, message: string) {
    const token = await securityPage(this.page).tokenRow(name).getByTestId('token-value').innerText();
    const socket = await TraderSocket.open(this.stack.simulator.url, this.worldId, token);
    const parameters = {
      amount: 10,
      basis: 'stake',
      contract_type: 'CALL',
      currency: 'USD',
      duration: 5,
      duration_unit: 't',
      symbol: 'R_100',
    };
    const refusal = await socket.request({ buy: 1, price: 10, parameters }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    socket.close();
    assert.equal(refusal, `PermissionDenied: ${message}`);
  },
);

Then('the authorised applications are:', async function (this: ScenarioWorld, table: DataTable) {
  await expectRows(this, securityPage(this.page).apps, table);
});

Then('no application can be revoked', async function (this: ScenarioWorld) {
  const page = securityPage(this.page);
  await page.apps.first().waitFor();
  await expectCount(page.main.getByRole('button', { name: 'Revoke access' }), 0);
});

Then('the log-in history lists {int} entries', async function (this: ScenarioWorld, count: number) {
  await expectCount(securityPage(this.page).historyEntries, count);
});

Then('the newest log-in history entry is:', async function (this: ScenarioWorld, table: DataTable) {
  const [columns = [], expected = []] = table.raw();
  await expectPage(
    this.page,
    async () => (await rowsOf(this, securityPage(this.page).historyEntries.first(), columns))[0],
    (shown) => shown !== undefined && shown.every((cell, index) => cell.startsWith(expected[index] ?? '')),
    (shown) => `the newest entry is ${JSON.stringify(shown)}`,
  );
});

Then('the app asked for the last {int} log-in history entries', function (this: ScenarioWorld, limit: number) {
  const asked = requestsSince(this.page).filter((request) => 'login_history' in request);
  assert.ok(asked.length > 0, 'the app did not ask for the log-in history');
  assert.ok(
    asked.every((request) => request.limit === limit),
    `the app asked for ${JSON.stringify(asked.map((request) => request.limit))}`,
  );
});

Then('two-factor authentication is {string}', async function (this: ScenarioWorld, status: string) {
  await expectText(securityPage(this.page).twoFactorStatus, status);
});

Then('the two-factor page shows a QR code and the secret key', async function (this: ScenarioWorld) {
  const page = securityPage(this.page);
  await page.twoFactorQr.waitFor();
  const secret = await expectText(page.twoFactorSecret, /^[A-Z2-7]{16}$/);
  authenticatorSecrets.set(this, secret);
});

When('I enter the code my authenticator app shows', async function (this: ScenarioWorld) {
  const secret = authenticatorSecrets.get(this);
  assert.ok(secret, 'no secret key was added to the authenticator app');
  await securityPage(this.page).twoFactorCode.fill(authenticatorCode(this, secret));
});

When('I type {string} as the authentication code', async function (this: ScenarioWorld, code: string) {
  await securityPage(this.page).twoFactorCode.fill(code);
});

When('I type {string} into the authentication code field', async function (this: ScenarioWorld, code: string) {
  const field = securityPage(this.page).twoFactorCode;
  await field.clear();
  await field.pressSequentially(code);
});

Then(
  'the authentication code field keeps {int} digits: {string}',
  async function (this: ScenarioWorld, _digits: number, kept: string) {
    await expectValue(securityPage(this.page).twoFactorCode, kept);
  },
);

Then('the authentication code field shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(securityPage(this.page).fieldRow('Authentication code').getByRole('alert'), text);
});

Then('the two-factor page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(securityPage(this.page).twoFactorSuccess, text);
});

Then('the two-factor success message is gone', async function (this: ScenarioWorld) {
  await expectCount(securityPage(this.page).twoFactorSuccess, 0);
});

Then('the two-factor status shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(securityPage(this.page).twoFactorStatusError, text);
});

When(
  'I log in on the platform as {string} with password {string} and the code my authenticator app shows',
  async function (this: ScenarioWorld, email: string, password: string) {
    const secret = authenticatorSecrets.get(this);
    assert.ok(secret, 'no secret key was added to the authenticator app');
    const logIn = platformLogInPage(this.page);
    await logIn.email.fill(email);
    await logIn.password.fill(password);
    await logIn.otp.fill(authenticatorCode(this, secret));
    await Promise.all([this.page.waitForEvent('framenavigated'), logIn.logIn.click()]);
  },
);

Then("the platform's log-in page says {string}", async function (this: ScenarioWorld, text: string) {
  await expectText(platformLogInPage(this.page).error, text);
});
