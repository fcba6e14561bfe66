import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { emailedCodes } from '../support/emailed-links';
import { expectPage, expectText } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

const WAIT = { timeout: 10_000 };
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

const PAGES: Record<string, string> = {
  'payment agents': 'cashier/payment_agent_listws',
  'payment agent withdrawal': 'paymentagent/withdrawws',
  'payment agent transfer': 'paymentagent/transferws',
};

/** The page's main section, named by its heading. */
const card = (world: ScenarioWorld) => world.page.locator('main section.agents');

Given(
  'the payment agent {string} takes withdrawals up to {string}',
  async function (this: ScenarioWorld, loginid: string, max: string) {
    await this.control.setPaymentAgent(this.worldId, loginid, { max_withdrawal: max });
  },
);

Given('the payment agent {string} has no limits of its own', async function (this: ScenarioWorld, loginid: string) {
  await this.control.setPaymentAgent(this.worldId, loginid, { min_withdrawal: '', max_withdrawal: '' });
});

When('I open the cashier page {string}', async function (this: ScenarioWorld, name: string) {
  const page = PAGES[name];
  assert.ok(page, `no page called "${name}"`);
  await this.page.goto(this.appUrl(`/en/${page}.html`));
});

Then('the payment agents listed are {string}', async function (this: ScenarioWorld, names: string) {
  const agents = card(this).getByTestId('payment-agent');
  await agents.first().waitFor(WAIT);
  // The accordion's open/closed sign is decoration beside the name.
  const headings = await agents
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? ''));
  assert.deepEqual(headings.map(normalized), names.split(', '));
});

When('I open the details of the payment agent {string}', async function (this: ScenarioWorld, name: string) {
  const toggle = card(this).getByRole('button', { name, exact: true });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
});

Then(
  'the details of the payment agent {string} read {string}',
  async function (this: ScenarioWorld, name: string, expected: string) {
    const agent = card(this).getByTestId('payment-agent').filter({ hasText: name });
    const panel = agent.locator('.agents__panel');
    await panel.waitFor(WAIT);
    const text = normalized(await panel.innerText());
    assert.ok(text.includes(expected), `the details read "${text}"`);
  },
);

Then('the payment agent page says {string}', async function (this: ScenarioWorld, text: string) {
  const message = card(this).getByText(text, { exact: true });
  await message.waitFor(WAIT);
});

Then('the payment agent page shows the error {string}', async function (this: ScenarioWorld, text: string) {
  const alert = card(this).getByRole('alert').filter({ hasText: text });
  await alert.first().waitFor(WAIT);
  assert.equal(normalized(await alert.first().innerText()), text);
});

When('I follow the e-mailed withdrawal link of {string}', async function (this: ScenarioWorld, email: string) {
  const codes = await untilPlatform(
    this,
    () => emailedCodes(this, email, 'paymentagent_withdraw'),
    (found) => found.length > 0,
    () => `no paymentagent_withdraw e-mail to ${email}`,
  );
  const code = codes.at(-1);
  await this.page.goto(this.appUrl(`/en/redirect.html?action=payment_agent_withdraw&code=${code}`));
});

Then('{int} withdrawal e-mail(s) went to {string}', async function (this: ScenarioWorld, count: number, email: string) {
  await untilPlatform(
    this,
    () => emailedCodes(this, email, 'paymentagent_withdraw'),
    (codes) => codes.length === count,
    (codes) => `${codes?.length ?? 0} withdrawal e-mails went to ${email}, not ${count}`,
  );
});

When('I choose the payment agent {string}', async function (this: ScenarioWorld, name: string) {
  await card(this)
    .getByRole('combobox', { name: /^Payment agent/ })
    .selectOption({ label: name });
});

When(
  'I type {string} as the payment agent form {word}',
  async function (this: ScenarioWorld, value: string, field: string) {
    const labels: Record<string, string> = {
      amount: 'Amount',
      description: 'Description',
      recipient: 'Transfer to login ID',
    };
    const label = labels[field];
    assert.ok(label, `no field called "${field}"`);
    await card(this).getByLabel(label, { exact: false }).fill(value);
  },
);

When('I send the payment agent form with {string}', async function (this: ScenarioWorld, button: string) {
  await card(this).getByRole('button', { name: button, exact: true }).click();
});

Then(
  'the payment agent form field {string} shows {string}',
  async function (this: ScenarioWorld, label: string, text: string) {
    const field = card(this).locator('label.form__row').filter({ hasText: label });
    await field.getByRole('alert').filter({ hasText: text }).first().waitFor(WAIT);
  },
);

Then('I am asked to confirm {string}', async function (this: ScenarioWorld, expected: string) {
  const confirm = card(this).locator('form.agents__confirm');
  await confirm.waitFor(WAIT);
  assert.equal(normalized(await confirm.locator('dl').innerText()), expected);
});

Then('the payment agent confirmation shows the error {string}', async function (this: ScenarioWorld, text: string) {
  const confirm = card(this).locator('form.agents__confirm');
  await confirm.getByRole('alert').filter({ hasText: text }).first().waitFor(WAIT);
});

Then('the payment agent form shows the error {string}', async function (this: ScenarioWorld, text: string) {
  const form = card(this).locator('form.agents__form');
  await form.getByRole('alert').filter({ hasText: text }).first().waitFor(WAIT);
});

Then('the payment agent form still reads the amount {string}', async function (this: ScenarioWorld, amount: string) {
  assert.equal(await card(this).getByLabel('Amount', { exact: false }).inputValue(), amount);
});

Then('the payment agent page confirms {string}', async function (this: ScenarioWorld, text: string) {
  const status = card(this).getByRole('status');
  await status
    .filter({ hasText: text.slice(0, 20) })
    .first()
    .waitFor(WAIT);
  assert.equal(normalized(await status.first().innerText()), text);
});

Then(
  'the platform received {int} {string} call(s) with dry_run and {int} without',
  async function (this: ScenarioWorld, dryRuns: number, call: string, moves: number) {
    const counted = async () => {
      const calls = (await this.control.traffic(this.worldId))
        .filter((entry) => entry.direction === 'in')
        .map((entry) => (entry.message ?? {}) as Record<string, unknown>)
        .filter((message) => call in message);
      return `${calls.filter((message) => message.dry_run === 1).length} with dry_run and ${calls.filter((message) => message.dry_run !== 1).length} without`;
    };
    await untilPlatform(
      this,
      counted,
      (seen) => seen === `${dryRuns} with dry_run and ${moves} without`,
      (seen) => `the platform received ${String(seen)} ${call} calls`,
    );
  },
);

Then(
  'the header shows {string} and the platform holds {float} for {string}',
  async function (this: ScenarioWorld, shown: string, balance: number, loginid: string) {
    const header = this.page.getByTestId('account-switcher').getByTestId('balance');
    await expectText(header, shown);
    await untilPlatform(
      this,
      async () => (await this.control.getAccount(this.worldId, loginid)).balance,
      (held) => held === balance,
      (held) => `the platform holds ${String(held)} for ${loginid}`,
    );
  },
);

Then('the site menu lists the cashier pages {string}', async function (this: ScenarioWorld, expected: string) {
  const nav = this.page.getByRole('navigation', { name: 'Main menu' });
  await expectPage(
    this.page,
    async () => {
      const dropdown = nav.getByRole('button', { name: 'Cashier' });
      if ((await dropdown.count()) > 0 && (await dropdown.getAttribute('aria-expanded')) !== 'true')
        await dropdown.click();
      const links = nav.locator('a[href*="/cashier/"], a[href*="/paymentagent/"]');
      return (await links.allInnerTexts()).map(normalized).join(', ');
    },
    (listed) => listed === expected,
    (listed) => `the site menu lists the cashier pages "${String(listed)}"`,
  );
});
