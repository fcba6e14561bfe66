import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { demoToken, TraderSocket } from '../../e2e/trader-socket';
import { depositAddress } from '../../simulator/handlers/support/crypto-cashier';
import { CASHIER_PATHS, cashierPage } from '../pages/cashier';
import { shell } from '../pages/shell';
import { emailedCodes } from '../support/emailed-links';
import { expectCount, expectPage, expectText, including, PAGE_WAIT } from '../support/expectations';
import { untilPlatform } from '../support/platform-state';
import { requestsSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

Given('the cashier of {string} asks for {string}', async function (this: ScenarioWorld, loginid: string, ask: string) {
  await this.control.forceCashierAsks(this.worldId, loginid, { asks: [ask], missing_details: [] });
});

Given(
  'the cashier of {string} asks for the missing details {string}',
  async function (this: ScenarioWorld, loginid: string, fields: string) {
    await this.control.forceCashierAsks(this.worldId, loginid, {
      asks: ['ASK_FIX_DETAILS'],
      missing_details: fields.split(',').map((field) => field.trim()),
    });
  },
);

Given('{string} locks the cashier with a cashier password', async function (this: ScenarioWorld, email: string) {
  const trader = await TraderSocket.open(this.stack.simulator.url, this.worldId, demoToken(email));
  try {
    await trader.request({ cashier_password: 1, lock_password: 'Cashier123' });
  } finally {
    trader.close();
  }
});

Given(
  'the platform refuses the next cashier call with {string} and {string}',
  async function (this: ScenarioWorld, code: string, message: string) {
    await this.control.queueFault(this.worldId, { msg_type: 'cashier', error: { code, message } });
  },
);

Given('withdrawals are limited to {string} USD', async function (this: ScenarioWorld, limit: string) {
  await this.control.setLimits(this.worldId, { withdrawal_limit: Number(limit) });
});

defineParameterType({
  name: 'cashierPage',
  regexp: /cashier|payment methods|deposit|withdrawal|epg deposit/,
  transformer: (name: string) => name,
});
defineParameterType({
  name: 'cashierBlock',
  regexp: /demo top-up note|deposit and withdrawal block|cryptocurrency block|cashier note|payment agents/,
  transformer: (name: string) => name,
});

When('I open the {cashierPage} page', async function (this: ScenarioWorld, name: string) {
  await this.page.goto(this.appUrl(CASHIER_PATHS[name]!));
});

When('I open the payment methods with the anchor {string}', async function (this: ScenarioWorld, anchor: string) {
  await this.page.goto(this.appUrl(`${CASHIER_PATHS['payment methods']!}?anchor=${encodeURIComponent(anchor)}`));
});

When("I choose {string} from the site menu's Cashier section", async function (this: ScenarioWorld, item: string) {
  const { mainMenuButton, mainMenuLink } = shell(this.page);
  await mainMenuButton('Cashier').click(PAGE_WAIT);
  await mainMenuLink(item).click(PAGE_WAIT);
});

When('I follow the e-mailed cashier link of {string}', async function (this: ScenarioWorld, email: string) {
  const code = (await emailedWithdrawalCodes(this, email)).at(-1)!;
  await this.page.goto(this.appUrl(`/en/redirect.html?action=payment_withdraw&code=${code}`));
});

When('I follow a cashier link with the code {string}', async function (this: ScenarioWorld, code: string) {
  await this.page.goto(this.appUrl(`/en/redirect.html?action=payment_withdraw&code=${encodeURIComponent(code)}`));
});

When('I type the e-mailed cashier code of {string}', async function (this: ScenarioWorld, email: string) {
  const code = (await emailedWithdrawalCodes(this, email)).at(-1)!;
  await typeCode(this, code);
});

When('I type {string} as the cashier verification code', async function (this: ScenarioWorld, code: string) {
  await typeCode(this, code);
});

When('I press {string} on the cashier page', async function (this: ScenarioWorld, name: string) {
  await cashierPage(this.page).button(name).click(PAGE_WAIT);
});

When('I follow the cashier link {string}', async function (this: ScenarioWorld, name: string) {
  await cashierPage(this.page).link(name).click(PAGE_WAIT);
});

When('I {word} {string} in the cashier frame', async function (this: ScenarioWorld, action: string, amount: string) {
  const frame = cashierPage(this.page).frameContent;
  await frame.getByLabel('Amount', { exact: false }).fill(amount, PAGE_WAIT);
  await frame.getByRole('button', { name: action === 'deposit' ? 'Deposit' : 'Withdraw' }).click(PAGE_WAIT);
  await frame.getByRole('status').waitFor(PAGE_WAIT);
});

When('I tick the Bitcoin Cash notice', async function (this: ScenarioWorld) {
  await cashierPage(this.page).bchPopup.getByRole('checkbox').check(PAGE_WAIT);
});

When('I press {string} in the Bitcoin Cash notice', async function (this: ScenarioWorld, name: string) {
  await cashierPage(this.page).bchPopup.getByRole('button', { name, exact: true }).click(PAGE_WAIT);
});

Then('the cashier heading reads {string}', async function (this: ScenarioWorld, heading: string) {
  await expectText(cashierPage(this.page).heading, heading);
});

Then('the cashier says {string}', async function (this: ScenarioWorld, text: string) {
  await cashierPage(this.page).message(text).waitFor(PAGE_WAIT);
});

Then('the cashier refuses with {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(cashierPage(this.page).error, including(text));
});

Then('the cashier asks for the missing details {string}', async function (this: ScenarioWorld, names: string) {
  const items = cashierPage(this.page).error.getByRole('listitem');
  await expectPage(
    this.page,
    async () => (await items.allInnerTexts()).join(', '),
    (shown) => shown === names,
    (shown) => `the cashier asks for the missing details "${String(shown)}"`,
  );
});

Then('the cashier shows its frame', async function (this: ScenarioWorld) {
  await cashierPage(this.page).frameContent.getByRole('heading').waitFor(PAGE_WAIT);
});

Then('the cashier frame is {int} px tall', async function (this: ScenarioWorld, height: number) {
  const { frame } = cashierPage(this.page);
  await expectPage(
    this.page,
    () => frame.evaluate((element) => element.getBoundingClientRect().height).catch(() => undefined),
    (shown) => shown === height,
    (shown) => `the cashier frame is ${String(shown)} px tall`,
  );
});

Then('the cashier frame is as tall as the page it shows', async function (this: ScenarioWorld) {
  const { frame, frameContent } = cashierPage(this.page);
  await frameContent.getByRole('heading').waitFor(PAGE_WAIT);
  await expectPage(
    this.page,
    async () => {
      const shown = await frame.evaluate((element) => element.getBoundingClientRect().height).catch(() => 0);
      const content = await frameContent
        .locator('html')
        .evaluate((element) => element.scrollHeight)
        .catch(() => -1);
      return { shown, content };
    },
    // The frame starts 120 px tall (the page's style): only the height the cashier page posts makes it fit.
    ({ shown, content }) => shown === content && shown > 120,
    (seen) => `the frame is ${JSON.stringify(seen)} (shown, content) tall`,
  );
});

Then('the cashier loader is {word}', async function (this: ScenarioWorld, state: string) {
  await expectCount(cashierPage(this.page).loader, state === 'shown' ? 1 : 0);
});

Then('the cashier info page shows the {cashierBlock}', async function (this: ScenarioWorld, block: string) {
  await cashierPage(this.page).block(blockId(block)).waitFor(PAGE_WAIT);
});

Then('the cashier info page does not show the {cashierBlock}', async function (this: ScenarioWorld, block: string) {
  // The page draws before the platform has said which payment agents there are: wait for that answer.
  await untilFrames(
    this.page,
    (frames) =>
      frames.find(({ direction, message }) => direction === 'received' && message.msg_type === 'paymentagent_list'),
    () => 'the page never had the payment agents',
  );
  await expectCount(cashierPage(this.page).block(blockId(block)), 0);
});

Then('the payment method {string} is {word}', async function (this: ScenarioWorld, name: string, state: string) {
  const method = cashierPage(this.page).method(name);
  await expectPage(
    this.page,
    () => method.evaluate((element) => (element as HTMLDetailsElement).open).catch(() => undefined),
    (open) => open === (state === 'open'),
    (open) => `the payment method ${name} is ${open ? 'open' : 'closed'}`,
  );
});

Then('the Bitcoin Cash notice says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(cashierPage(this.page).bchPopup.getByRole('alert'), text);
});

Then('the Bitcoin Cash notice is {word}', async function (this: ScenarioWorld, state: string) {
  await expectCount(cashierPage(this.page).bchPopup, state === 'shown' ? 1 : 0);
});

Then(
  '{int} cashier verification e-mail(s) went to {string}',
  async function (this: ScenarioWorld, count: number, email: string) {
    await untilPlatform(
      this,
      () => emailedCodes(this, email, 'payment_withdraw'),
      (codes) => codes.length === count,
      (codes) => `${codes?.length ?? 0} payment_withdraw e-mails went to ${email}`,
    );
  },
);

Then(
  'the platform was asked for the cashier with the provider {string}',
  async function (this: ScenarioWorld, provider: string) {
    await untilFrames(
      this.page,
      () => requestsSince(this.page).find((request) => 'cashier' in request && request.provider === provider),
      () =>
        `the cashier requests were ${JSON.stringify(requestsSince(this.page).filter((request) => 'cashier' in request))}`,
    );
  },
);

const BLOCKS: Record<string, 'top-up-note' | 'fiat-block' | 'crypto-block' | 'cashier-note' | 'payment-agents-block'> =
  {
    'demo top-up note': 'top-up-note',
    'deposit and withdrawal block': 'fiat-block',
    'cryptocurrency block': 'crypto-block',
    'cashier note': 'cashier-note',
    'payment agents': 'payment-agents-block',
  };

function blockId(name: string) {
  const id = BLOCKS[name];
  assert.ok(id, `no cashier block called "${name}"`);
  return id;
}

async function emailedWithdrawalCodes(world: ScenarioWorld, email: string): Promise<string[]> {
  return untilPlatform(
    world,
    () => emailedCodes(world, email, 'payment_withdraw'),
    (codes) => codes.length > 0,
    () => `no payment_withdraw e-mail to ${email}`,
  );
}

async function typeCode(world: ScenarioWorld, code: string): Promise<void> {
  const page = cashierPage(world.page);
  await page.codeBox.fill(code, PAGE_WAIT);
  await page.button('Continue').click(PAGE_WAIT);
}

Given(
  'the account {string} is in {string} holding {string}',
  async function (this: ScenarioWorld, loginid: string, currency: string, balance: string) {
    await this.control.patchAccount(this.worldId, loginid, { currency, balance });
  },
);

Given(
  'the payment agent {string} takes {string}',
  async function (this: ScenarioWorld, loginid: string, currencies: string) {
    await this.control.setPaymentAgent(this.worldId, loginid, { currencies });
  },
);

When(
  'I type {string} as the crypto withdrawal {word}',
  async function (this: ScenarioWorld, value: string, field: string) {
    const label = field === 'address' ? 'Withdrawal address' : 'Amount';
    await cashierPage(this.page).field(label).fill(value, PAGE_WAIT);
  },
);

Then('the cashier shows the deposit address of {string}', async function (this: ScenarioWorld, loginid: string) {
  await cashierPage(this.page).message(depositAddress(loginid)).waitFor(PAGE_WAIT);
});
