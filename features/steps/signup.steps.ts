import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { accountCard } from '../pages/account-card';
import { shell } from '../pages/shell';
import { SIGN_UP_PATH, signUpPage } from '../pages/sign-up';
import { asVisitor, emailedCodes, followEmailedLink } from '../support/emailed-links';
import { expectCount, expectText, expectValue, including } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

/** The sign-up codes the platform has e-mailed to `email`, oldest first. */
const signupCodes = (world: ScenarioWorld, email: string) => emailedCodes(world, email, 'account_opening');

/** Opens the link of a sign-up e-mail and waits for the form it opens. */
async function followSignupLink(world: ScenarioWorld, code: string): Promise<void> {
  await followEmailedLink(world, 'signup', code);
  await signUpPage(world.page).verificationCode.waitFor();
}

Given('the visitor comes from the country {string}', async function (this: ScenarioWorld, country: string) {
  await this.control.setSite(this.worldId, { status: 'up', clients_country: country });
});

Given(
  '{int} sign-up e-mail(s) was/were sent to {string}',
  async function (this: ScenarioWorld, count: number, email: string) {
    for (let sent = 0; sent < count; sent += 1) await asVisitor(this, { verify_email: email, type: 'account_opening' });
  },
);

Given('{string} signed up with the first sign-up e-mail', async function (this: ScenarioWorld, email: string) {
  const [first] = await signupCodes(this, email);
  assert.ok(first, `no sign-up code was sent to ${email}`);
  await asVisitor(this, {
    new_account_virtual: 1,
    verification_code: first,
    client_password: 'Secret12',
    residence: 'id',
  });
});

When('I type {string} into the {string} field', async function (this: ScenarioWorld, value: string, label: string) {
  await accountCard(this.page).field(label).fill(value);
});

When('I type a password of {int} characters twice', async function (this: ScenarioWorld, length: number) {
  const password = `aB3${'x'.repeat(length - 3)}`;
  const form = signUpPage(this.page);
  await form.password.fill(password);
  await form.verifyPassword.fill(password);
});

When('I choose {string} as the country of residence', async function (this: ScenarioWorld, country: string) {
  await signUpPage(this.page).residence.selectOption({ label: country });
});

When('I press the button {string}', async function (this: ScenarioWorld, name: string) {
  await accountCard(this.page).button(name).click();
});

When('I ask for a sign-up e-mail for {string}', async function (this: ScenarioWorld, email: string) {
  await this.page.goto(this.appUrl(SIGN_UP_PATH));
  const form = signUpPage(this.page);
  await form.email.fill(email);
  await form.createAccount.click();
});

Then(
  'the platform has e-mailed a sign-up code of {int} characters to {string}',
  async function (this: ScenarioWorld, length: number, email: string) {
    await untilPlatform(
      this,
      () => signupCodes(this, email),
      ([code]) => code?.length === length,
      (codes) => `codes sent: ${JSON.stringify(codes)}`,
    );
  },
);

When('I follow the link in the last sign-up e-mail to {string}', async function (this: ScenarioWorld, email: string) {
  const code = (await signupCodes(this, email)).at(-1);
  assert.ok(code, `no sign-up code was sent to ${email}`);
  await followSignupLink(this, code);
});

When('I follow a sign-up link with the code {string}', async function (this: ScenarioWorld, code: string) {
  await followSignupLink(this, code);
});

When('I complete the sign-up form with the password {string}', async function (this: ScenarioWorld, password: string) {
  const form = signUpPage(this.page);
  await form.password.fill(password);
  await form.verifyPassword.fill(password);
  await expectValue(form.residence, /./);
  await form.openAccount.click();
});

Then('the {string} field shows the error {string}', async function (this: ScenarioWorld, label: string, text: string) {
  await expectText(accountCard(this.page).fieldRow(label).getByRole('alert'), text, { timeout: 10_000 });
});

Then('the {string} field shows no error', async function (this: ScenarioWorld, label: string) {
  const row = accountCard(this.page).fieldRow(label);
  await row.waitFor({ timeout: 10_000 });
  // The page has drawn a frame since the last input, so an error it would show is there by now.
  await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expectCount(row.getByRole('alert'), 0);
});

/** The hint's colours as the browser computes them: the theme's fall and rise colours. */
const HINT_COLOURS: Readonly<Record<string, string>> = { red: 'rgb(204, 0, 51)', green: 'rgb(41, 121, 48)' };

Then(
  'the password hint under {string} says {string} in {word}',
  async function (this: ScenarioWorld, label: string, text: string, colour: string) {
    const hint = accountCard(this.page).passwordHint(label);
    await expectText(hint, text, { timeout: 10_000 });
    assert.equal(await hint.evaluate((element) => getComputedStyle(element).color), HINT_COLOURS[colour]);
  },
);

Then(
  'the sign-up/password-reset/real-account/set-currency page says {string}',
  async function (this: ScenarioWorld, text: string) {
    await expectText(accountCard(this.page).message(text), text);
  },
);

Then(
  'the link {string} of the sign-up/password-reset page goes to {string}',
  async function (this: ScenarioWorld, name: string, path: string) {
    assert.equal(await accountCard(this.page).link(name).getAttribute('href'), path);
  },
);

Then('I am welcomed to my new demo account', async function (this: ScenarioWorld) {
  await signUpPage(this.page).welcome.waitFor();
  const loginid = await expectText(shell(this.page).accountSwitcher.loginid, /^VRTC\d+$/);
  await expectText(accountCard(this.page).card, including(`Your demo account ${loginid} is ready`));
  assert.ok(this.world.state.accounts.accounts[loginid], `the platform has no account ${loginid}`);
});

Then('the welcome page offers the button {string}', async function (this: ScenarioWorld, name: string) {
  await accountCard(this.page).link(name).waitFor();
});

Then('I see the sign-up e-mail form', async function (this: ScenarioWorld) {
  await signUpPage(this.page).createAccount.waitFor();
});
