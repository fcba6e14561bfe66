import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { card, field } from '../support/account-card';
import { asVisitor, emailedCodes, followEmailedLink } from '../support/emailed-links';
import { eventually } from '../support/eventually';
import type { ScenarioWorld } from '../support/world';

/** The sign-up codes the platform has e-mailed to `email`, oldest first. */
const signupCodes = (world: ScenarioWorld, email: string) => emailedCodes(world, email, 'account_opening');

/** Opens the link of a sign-up e-mail and waits for the form it opens. */
async function followSignupLink(world: ScenarioWorld, code: string): Promise<void> {
  await followEmailedLink(world, 'signup', code);
  await field(world, 'Verification code').waitFor();
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
  await field(this, label).fill(value);
});

When('I type a password of {int} characters twice', async function (this: ScenarioWorld, length: number) {
  const password = `aB3${'x'.repeat(length - 3)}`;
  await field(this, 'Password').fill(password);
  await field(this, 'Verify password').fill(password);
});

When('I choose {string} as the country of residence', async function (this: ScenarioWorld, country: string) {
  await field(this, 'Country of residence').selectOption({ label: country });
});

When('I press the button {string}', async function (this: ScenarioWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
});

When('I ask for a sign-up e-mail for {string}', async function (this: ScenarioWorld, email: string) {
  await this.page.goto(this.appUrl('/en/new_account/virtualws.html'));
  await field(this, 'Email').fill(email);
  await this.page.getByRole('button', { name: 'Create free account' }).click();
});

Then(
  'the platform has e-mailed a sign-up code of {int} characters to {string}',
  async function (this: ScenarioWorld, length: number, email: string) {
    await eventually(async () => {
      const [code] = await signupCodes(this, email);
      assert.equal(code?.length, length, `codes sent: ${JSON.stringify(await signupCodes(this, email))}`);
    });
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
  await field(this, 'Password').fill(password);
  await field(this, 'Verify password').fill(password);
  await eventually(async () => assert.notEqual(await field(this, 'Country of residence').inputValue(), ''));
  await this.page.getByRole('button', { name: 'Open account' }).click();
});

/** The row of the field labelled `label`: its label, its input and its error, if any. */
const fieldRow = (world: ScenarioWorld, label: string) =>
  card(world)
    .locator('label.form__row')
    .filter({ has: world.page.locator('.form__label', { hasText: new RegExp(`^${label}( \\*)?$`) }) });

Then('the {string} field shows the error {string}', async function (this: ScenarioWorld, label: string, text: string) {
  const error = fieldRow(this, label).getByRole('alert');
  await error.filter({ hasText: text }).waitFor({ timeout: 10_000 });
  assert.equal((await error.innerText()).trim(), text);
});

Then('the {string} field shows no error', async function (this: ScenarioWorld, label: string) {
  const row = fieldRow(this, label);
  await row.waitFor({ timeout: 10_000 });
  // The page has drawn a frame since the last input, so an error it would show is there by now.
  await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  assert.equal(await row.getByRole('alert').count(), 0);
});

/** The hint's colours as the browser computes them: the theme's fall and rise colours. */
const HINT_COLOURS: Readonly<Record<string, string>> = { red: 'rgb(204, 0, 51)', green: 'rgb(41, 121, 48)' };

Then(
  'the password hint under {string} says {string} in {word}',
  async function (this: ScenarioWorld, label: string, text: string, colour: string) {
    const hint = fieldRow(this, label).getByTestId('password-hint').filter({ hasText: text });
    await hint.waitFor({ timeout: 10_000 });
    assert.equal((await hint.innerText()).trim(), text);
    assert.equal(await hint.evaluate((element) => getComputedStyle(element).color), HINT_COLOURS[colour]);
  },
);

Then(
  'the sign-up/password-reset/real-account/set-currency page says {string}',
  async function (this: ScenarioWorld, text: string) {
    const message = card(this)
      .locator('[role="alert"], [role="status"]')
      .filter({ hasText: text.slice(0, 30) });
    await message.first().waitFor();
    assert.equal((await message.first().innerText()).replace(/\s+/g, ' ').trim(), text);
  },
);

Then(
  'the link {string} of the sign-up/password-reset page goes to {string}',
  async function (this: ScenarioWorld, name: string, path: string) {
    assert.equal(await card(this).getByRole('link', { name, exact: true }).getAttribute('href'), path);
  },
);

Then('I am welcomed to my new demo account', async function (this: ScenarioWorld) {
  await this.page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  const loginid = (await this.page.getByTestId('account-switcher').getByTestId('loginid').first().innerText()).trim();
  assert.match(loginid, /^VRTC\d+$/);
  const text = await card(this).innerText();
  assert.ok(text.includes(`Your demo account ${loginid} is ready`), text);
  assert.ok(this.world.state.accounts.accounts[loginid], `the platform has no account ${loginid}`);
});

Then('the welcome page offers the button {string}', async function (this: ScenarioWorld, name: string) {
  await card(this).getByRole('link', { name, exact: true }).waitFor();
});

Then('I see the sign-up e-mail form', async function (this: ScenarioWorld) {
  await this.page.getByRole('button', { name: 'Create free account' }).waitFor();
});
