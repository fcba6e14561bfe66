import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { logInOnSimulatorPage } from '../../e2e/log-in';
import { passwordMatches } from '../../simulator/domain/accounts/password';
import { LOST_PASSWORD_PATH, passwordRecoveryPage } from '../pages/sign-up';
import { asVisitor, emailedCodes, followEmailedLink } from '../support/emailed-links';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

/** The password-reset codes the platform has e-mailed to `email`, oldest first. */
const resetCodes = (world: ScenarioWorld, email: string) => emailedCodes(world, email, 'reset_password');

/** Opens the link of a password-reset e-mail and waits for the page it opens. */
async function followResetLink(world: ScenarioWorld, code: string): Promise<void> {
  await followEmailedLink(world, 'reset_password', code);
  await passwordRecoveryPage(world.page).resetHeading.waitFor();
}

Given(
  '{int} password-reset e-mail(s) was/were sent to {string}',
  async function (this: ScenarioWorld, count: number, email: string) {
    for (let sent = 0; sent < count; sent += 1) await asVisitor(this, { verify_email: email, type: 'reset_password' });
  },
);

When('I ask for a password-reset e-mail for {string}', async function (this: ScenarioWorld, email: string) {
  await this.page.goto(this.appUrl(LOST_PASSWORD_PATH));
  const form = passwordRecoveryPage(this.page);
  await form.email.fill(email);
  await form.sendResetLink.click();
});

Then(
  'the platform has e-mailed a password-reset code of {int} characters to {string}',
  async function (this: ScenarioWorld, length: number, email: string) {
    await untilPlatform(
      this,
      () => resetCodes(this, email),
      (codes) => codes.at(-1)?.length === length,
      (codes) => `codes sent: ${JSON.stringify(codes)}`,
    );
  },
);

When(
  'I follow the link in the last password-reset e-mail to {string}',
  async function (this: ScenarioWorld, email: string) {
    const code = (await resetCodes(this, email)).at(-1);
    assert.ok(code, `no password-reset code was sent to ${email}`);
    await followResetLink(this, code);
  },
);

When('I follow a password-reset link with the code {string}', async function (this: ScenarioWorld, code: string) {
  await followResetLink(this, code);
});

When('I reset my password to {string}', async function (this: ScenarioWorld, password: string) {
  const form = passwordRecoveryPage(this.page);
  await form.newPassword.fill(password);
  await form.verifyNewPassword.fill(password);
  await form.resetPassword.click();
});

Then("I am sent to the platform's log-in page", async function (this: ScenarioWorld) {
  await this.page.waitForURL(/\/oauth2\/authorize\?/, { timeout: 10_000 });
});

When(
  'I log in there as {string} with password {string}',
  async function (this: ScenarioWorld, email: string, password: string) {
    await logInOnSimulatorPage(this.page, email, password);
  },
);

Then(
  'the platform takes {string} as the password of {string}',
  function (this: ScenarioWorld, password: string, email: string) {
    const user = Object.values(this.world.state.accounts.users).find((each) => each.email === email);
    assert.ok(user, `the platform has no user ${email}`);
    assert.equal(passwordMatches(password, user.password_salt, user.password_hash), true);
  },
);
