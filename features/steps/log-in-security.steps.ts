import { When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { platformLogInPage } from '../pages/log-in';
import { shell } from '../pages/shell';
import type { ScenarioWorld } from '../support/world';

/** The log-in token the platform holds for an account of this scenario's world. */
function logInTokenOf(world: ScenarioWorld, loginid: string): string {
  const token = Object.values(world.world.state.accounts.tokens).find(
    (each) => each.loginid === loginid && each.kind === 'oauth',
  );
  assert.ok(token, `no log-in token for ${loginid}`);
  return token.token;
}

When(
  'I follow a log-in link for {string} that this browser did not start',
  async function (this: ScenarioWorld, loginid: string) {
    const query = new URLSearchParams({ acct1: loginid, token1: logInTokenOf(this, loginid), cur1: 'USD' });
    await this.page.goto(this.appUrl(`/en/logged_inws.html?${query.toString()}`));
  },
);

When('I start logging in', async function (this: ScenarioWorld) {
  await shell(this.page).logInButton.click();
  await this.page.waitForURL(/\/oauth2\/authorize/);
});

async function submitLogIn(world: ScenarioWorld, email: string, password: string) {
  const logIn = platformLogInPage(world.page);
  await logIn.email.fill(email);
  await logIn.password.fill(password);
  await Promise.all([world.page.waitForEvent('framenavigated'), logIn.logIn.click()]);
}

When(
  'I submit the log-in page as {string} with password {string}',
  async function (this: ScenarioWorld, email: string, password: string) {
    await submitLogIn(this, email, password);
  },
);

When(
  'I submit the log-in page as {string} with a wrong password {int} times',
  async function (this: ScenarioWorld, email: string, times: number) {
    for (let n = 1; n <= times; n += 1) await submitLogIn(this, email, `wrong-${n}`);
  },
);
