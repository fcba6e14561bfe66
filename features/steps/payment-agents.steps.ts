import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { emailedCodes } from '../support/emailed-links';
import { PAYMENT_AGENT_PATHS, paymentAgentPage } from '../pages/payment-agents';
import { shell } from '../pages/shell';
import { expectPage, expectText, expectValue, including, PAGE_WAIT } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import type { ScenarioWorld } from '../support/world';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  const path = PAYMENT_AGENT_PATHS[name];
  assert.ok(path, `no page called "${name}"`);
  await this.page.goto(this.appUrl(path));
});

Then('the payment agents listed are {string}', async function (this: ScenarioWorld, names: string) {
  const { agentToggles } = paymentAgentPage(this.page);
  await expectPage(
    this.page,
    async () =>
      // The accordion's open/closed sign is decoration beside the name.
      (await agentToggles.evaluateAll((buttons) => buttons.map((button) => button.firstChild?.textContent ?? '')))
        .map(normalized)
        .join(', '),
    (listed) => listed === names,
    (listed) => `the payment agents listed are "${listed}"`,
  );
});

When('I open the details of the payment agent {string}', async function (this: ScenarioWorld, name: string) {
  const toggle = paymentAgentPage(this.page).agentToggle(name);
  await toggle.click();
  await expectPage(
    this.page,
    () => toggle.getAttribute('aria-expanded', { timeout: 1_000 }).catch(() => null),
    (expanded) => expanded === 'true',
    () => `the details of the payment agent ${name} did not open`,
  );
});

Then(
  'the details of the payment agent {string} read {string}',
  async function (this: ScenarioWorld, name: string, expected: string) {
    await expectText(paymentAgentPage(this.page).agentDetails(name), including(expected));
  },
);

Then('the payment agent page says {string}', async function (this: ScenarioWorld, text: string) {
  await paymentAgentPage(this.page).line(text).waitFor(PAGE_WAIT);
});

Then('the payment agent page shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(paymentAgentPage(this.page).alert(text), text);
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
  await paymentAgentPage(this.page).agentChoice.selectOption({ label: name });
});

When(
  'I type {string} as the payment agent form {word}',
  async function (this: ScenarioWorld, value: string, field: string) {
    const input = paymentAgentPage(this.page).field(field);
    assert.ok(input, `no field called "${field}"`);
    await input.fill(value);
  },
);

When('I send the payment agent form with {string}', async function (this: ScenarioWorld, button: string) {
  await paymentAgentPage(this.page).button(button).click();
});

Then(
  'the payment agent form field {string} shows {string}',
  async function (this: ScenarioWorld, label: string, text: string) {
    await paymentAgentPage(this.page).fieldError(label, text).waitFor(PAGE_WAIT);
  },
);

Then('I am asked to confirm {string}', async function (this: ScenarioWorld, expected: string) {
  await expectText(paymentAgentPage(this.page).confirmation.terms, expected);
});

Then('the payment agent confirmation shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await paymentAgentPage(this.page).confirmation.error(text).waitFor(PAGE_WAIT);
});

Then('the payment agent form shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await paymentAgentPage(this.page).formError(text).waitFor(PAGE_WAIT);
});

Then('the payment agent form still reads the amount {string}', async function (this: ScenarioWorld, amount: string) {
  await expectValue(paymentAgentPage(this.page).amount, amount);
});

Then('the payment agent page confirms {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(paymentAgentPage(this.page).status, text);
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
    await expectText(shell(this.page).accountSwitcher.balance, shown);
    await untilPlatform(
      this,
      async () => (await this.control.getAccount(this.worldId, loginid)).balance,
      (held) => held === balance,
      (held) => `the platform holds ${String(held)} for ${loginid}`,
    );
  },
);

Then('the site menu lists the cashier pages {string}', async function (this: ScenarioWorld, expected: string) {
  const { mainMenuButton, cashierLinks } = shell(this.page);
  await expectPage(
    this.page,
    async () => {
      const dropdown = mainMenuButton('Cashier');
      if ((await dropdown.count()) > 0 && (await dropdown.getAttribute('aria-expanded')) !== 'true')
        await dropdown.click();
      return (await cashierLinks.allInnerTexts()).map(normalized).join(', ');
    },
    (listed) => listed === expected,
    (listed) => `the site menu lists the cashier pages "${String(listed)}"`,
  );
});
