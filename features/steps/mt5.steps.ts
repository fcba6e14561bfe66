import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { MT5_PATH, mt5Page, type Mt5Transfer } from '../pages/mt5';
import { PAGE_WAIT, expectCount, expectEnabled, expectText, including } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import { framesSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

const transferOf = (kind: string): Mt5Transfer => (kind === 'deposit' ? 'Deposit' : 'Withdrawal');

async function openTransfer(world: ScenarioWorld, kind: Mt5Transfer, login: string) {
  const mt5 = mt5Page(world.page);
  const account = mt5.account(login);
  await account.row.waitFor(PAGE_WAIT);
  await account.open(kind).click();
  await mt5.transferForm(kind).form.waitFor(PAGE_WAIT);
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
  await this.page.goto(this.appUrl(MT5_PATH));
});

When(
  'I deposit {string} into the MT5 account {string}',
  async function (this: ScenarioWorld, amount: string, login: string) {
    await openTransfer(this, 'Deposit', login);
    const form = mt5Page(this.page).transferForm('Deposit');
    await form.amount.fill(amount);
    await form.send.click();
  },
);

When(
  'I withdraw {string} from the MT5 account {string} with the main password {string}',
  async function (this: ScenarioWorld, amount: string, login: string, password: string) {
    await openTransfer(this, 'Withdrawal', login);
    const form = mt5Page(this.page).transferForm('Withdrawal');
    await form.amount.fill(amount);
    await form.mainPassword.fill(password);
    await form.send.click();
  },
);

When(
  'I type {string} as the MT5 {word} amount for {string}',
  async function (this: ScenarioWorld, amount: string, kind: string, login: string) {
    const form = transferOf(kind);
    await openTransfer(this, form, login);
    await mt5Page(this.page).transferForm(form).amount.fill(amount);
  },
);

When('I send the MT5 {word} form', async function (this: ScenarioWorld, kind: string) {
  await mt5Page(this.page).transferForm(transferOf(kind)).send.click();
});

Then('the MT5 group {string} lists {string}', async function (this: ScenarioWorld, group: string, logins: string) {
  const section = mt5Page(this.page).group(group);
  for (const login of logins.split(',').map((each) => each.trim())) await section.account(login).waitFor(PAGE_WAIT);
  await expectCount(section.accounts, logins.split(',').length);
});

Then('the MT5 group {string} says {string}', async function (this: ScenarioWorld, group: string, text: string) {
  await mt5Page(this.page).group(group).line(text).waitFor(PAGE_WAIT);
});

Then('the MT5 account {string} shows {string}', async function (this: ScenarioWorld, login: string, shown: string) {
  await expectText(mt5Page(this.page).account(login).row, including(shown));
});

Then(
  'the MT5 account {string} holds {float} on the platform',
  async function (this: ScenarioWorld, login: string, balance: number) {
    await untilPlatform(
      this,
      async () => (await this.control.getMt5Account(this.worldId, login)).balance,
      (held) => held === balance,
      (held) => `the MT5 account ${login} holds ${held} on the platform, not ${balance}`,
    );
  },
);

Then(
  'the account {string} holds {float} on the platform',
  async function (this: ScenarioWorld, loginid: string, balance: number) {
    await untilPlatform(
      this,
      async () => (await this.control.getAccount(this.worldId, loginid)).balance,
      (held) => held === balance,
      (held) => `the account ${loginid} holds ${held} on the platform, not ${balance}`,
    );
  },
);

Then('I see the MT5 confirmation {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(mt5Page(this.page).confirmation(text), text);
});

Then('the MT5 {word} form shows {string}', async function (this: ScenarioWorld, kind: string, text: string) {
  await mt5Page(this.page).transferForm(transferOf(kind)).alert(text).waitFor(PAGE_WAIT);
});

Then('the platform received no {string} call', async function (this: ScenarioWorld, call: string) {
  const calls = (await traffic(this)).filter((entry) => entry.direction === 'in' && call in entry.message);
  assert.deepEqual(calls, []);
});

Then(
  'the app asked for the exchange rates again after the refused {string}',
  async function (this: ScenarioWorld, call: string) {
    const refusal = await untilFrames(
      this.page,
      (frames) => {
        const at = frames.findIndex(
          ({ direction, message }) => direction === 'received' && message.msg_type === call && 'error' in message,
        );
        return at >= 0 ? at : undefined;
      },
      () => `the platform refused no ${call}`,
    );
    const asksRates = ({ direction, message }: { direction: string; message: Record<string, unknown> }) =>
      direction === 'sent' && 'exchange_rates' in message;
    assert.ok(
      framesSince(this.page).slice(0, refusal).some(asksRates),
      'the exchange rates were not asked for before the transfer',
    );
    await untilFrames(
      this.page,
      () => framesSince(this.page, refusal).find(asksRates),
      () => 'the exchange rates were not asked for again after the refusal',
    );
  },
);

Then(
  'the top-up of the MT5 account {string} is {word}',
  async function (this: ScenarioWorld, login: string, state: string) {
    const { topUp } = mt5Page(this.page).account(login);
    await topUp.waitFor(PAGE_WAIT);
    await expectEnabled(topUp, state === 'enabled');
  },
);

When('I top up the MT5 account {string}', async function (this: ScenarioWorld, login: string) {
  await mt5Page(this.page).account(login).topUp.click();
});
