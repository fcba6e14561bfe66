import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually';
import type { ScenarioWorld } from '../support/world';

const WAIT = { timeout: 15_000 };
const MT5_PAGE = '/en/user/metatrader.html';

const accountRow = (world: ScenarioWorld, login: string) => world.page.locator(`tr[data-login="${login}"]`);
const transferForm = (world: ScenarioWorld, kind: 'Deposit' | 'Withdrawal') =>
  world.page.getByRole('form', { name: kind });
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

async function openTransfer(world: ScenarioWorld, kind: 'Deposit' | 'Withdrawal', login: string) {
  const row = accountRow(world, login);
  await row.waitFor(WAIT);
  await row.getByRole('button', { name: kind }).click();
  await transferForm(world, kind).waitFor(WAIT);
}

/** The messages the platform sent and received for this scenario's world, oldest first. */
async function traffic(world: ScenarioWorld) {
  return (await world.control.traffic(world.worldId)).map((entry) => ({
    direction: entry.direction,
    message: (entry.message ?? {}) as Record<string, unknown>,
  }));
}

Given('the MT5 account {string} holds {string}', async function (this: ScenarioWorld, login: string, amount: string) {
  await this.control.setMt5Balance(this.worldId, login, amount);
});

Given(
  'the platform refuses the next MT5 {word} with {string}',
  async function (this: ScenarioWorld, kind: string, message: string) {
    const call = kind === 'deposit' ? 'mt5_deposit' : 'mt5_withdrawal';
    const code = kind === 'deposit' ? 'MT5DepositError' : 'MT5WithdrawalError';
    await this.control.queueFault(this.worldId, { msg_type: call, error: { code, message } });
  },
);

When('I open the MT5 page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(MT5_PAGE));
});

When(
  'I deposit {string} into the MT5 account {string}',
  async function (this: ScenarioWorld, amount: string, login: string) {
    await openTransfer(this, 'Deposit', login);
    const form = transferForm(this, 'Deposit');
    await form.getByLabel(/^Amount/).fill(amount);
    await form.getByRole('button', { name: 'Deposit' }).click();
  },
);

When(
  'I withdraw {string} from the MT5 account {string} with the main password {string}',
  async function (this: ScenarioWorld, amount: string, login: string, password: string) {
    await openTransfer(this, 'Withdrawal', login);
    const form = transferForm(this, 'Withdrawal');
    await form.getByLabel(/^Amount/).fill(amount);
    await form.getByLabel(/^Main password/).fill(password);
    await form.getByRole('button', { name: 'Withdrawal' }).click();
  },
);

When(
  'I type {string} as the MT5 {word} amount for {string}',
  async function (this: ScenarioWorld, amount: string, kind: string, login: string) {
    const form = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
    await openTransfer(this, form, login);
    await transferForm(this, form)
      .getByLabel(/^Amount/)
      .fill(amount);
  },
);

When('I send the MT5 {word} form', async function (this: ScenarioWorld, kind: string) {
  const form = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
  await transferForm(this, form).getByRole('button', { name: form }).click();
});

Then('the MT5 group {string} lists {string}', async function (this: ScenarioWorld, group: string, logins: string) {
  const section = this.page.getByRole('region', { name: group, exact: true });
  for (const login of logins.split(',').map((each) => each.trim()))
    await section.locator(`tr[data-login="${login}"]`).waitFor(WAIT);
  assert.equal(await section.locator('tr[data-login]').count(), logins.split(',').length);
});

Then('the MT5 group {string} says {string}', async function (this: ScenarioWorld, group: string, text: string) {
  const section = this.page.getByRole('region', { name: group, exact: true });
  await section.getByText(text).waitFor(WAIT);
});

Then('the MT5 account {string} shows {string}', async function (this: ScenarioWorld, login: string, shown: string) {
  const row = accountRow(this, login);
  await row.waitFor(WAIT);
  await eventually(async () => {
    const text = normalized(await row.innerText());
    assert.ok(text.includes(shown), `the row of ${login} reads "${text}"`);
  });
});

Then(
  'the MT5 account {string} holds {float} on the platform',
  async function (this: ScenarioWorld, login: string, balance: number) {
    await eventually(async () =>
      assert.equal((await this.control.getMt5Account(this.worldId, login)).balance, balance),
    );
  },
);

Then(
  'the account {string} holds {float} on the platform',
  async function (this: ScenarioWorld, loginid: string, balance: number) {
    await eventually(async () => assert.equal((await this.control.getAccount(this.worldId, loginid)).balance, balance));
  },
);

Then('I see the MT5 confirmation {string}', async function (this: ScenarioWorld, text: string) {
  const status = this.page.getByRole('status').filter({ hasText: text.slice(0, 30) });
  await status.first().waitFor(WAIT);
  assert.equal(normalized(await status.first().innerText()), text);
});

Then('the MT5 {word} form shows {string}', async function (this: ScenarioWorld, kind: string, text: string) {
  const form = transferForm(this, kind === 'deposit' ? 'Deposit' : 'Withdrawal');
  await form.getByRole('alert').filter({ hasText: text }).first().waitFor(WAIT);
});

Then('the platform received no {string} call', async function (this: ScenarioWorld, call: string) {
  const calls = (await traffic(this)).filter((entry) => entry.direction === 'in' && call in entry.message);
  assert.deepEqual(calls, []);
});

Then(
  'the app asked for the exchange rates again after the refused {string}',
  async function (this: ScenarioWorld, call: string) {
    await eventually(async () => {
      const entries = await traffic(this);
      const refusal = entries.findIndex(
        (entry) => entry.direction === 'out' && entry.message.msg_type === call && 'error' in entry.message,
      );
      assert.ok(refusal >= 0, `the platform refused no ${call}`);
      const ratesBefore = entries
        .slice(0, refusal)
        .filter((entry) => entry.direction === 'in' && 'exchange_rates' in entry.message);
      const ratesAfter = entries
        .slice(refusal)
        .filter((entry) => entry.direction === 'in' && 'exchange_rates' in entry.message);
      assert.ok(ratesBefore.length > 0, 'the exchange rates were not asked for before the transfer');
      assert.ok(ratesAfter.length > 0, 'the exchange rates were not asked for again after the refusal');
    });
  },
);

Then(
  'the top-up of the MT5 account {string} is {word}',
  async function (this: ScenarioWorld, login: string, state: string) {
    const button = accountRow(this, login).getByRole('button', { name: 'Top up' });
    await button.waitFor(WAIT);
    await eventually(async () => assert.equal(await button.isEnabled(), state === 'enabled'));
  },
);

When('I top up the MT5 account {string}', async function (this: ScenarioWorld, login: string) {
  await accountRow(this, login).getByRole('button', { name: 'Top up' }).click();
});
