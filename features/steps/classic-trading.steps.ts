import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually';
import { requestsSent } from '../support/sent-frames';
import { PRICE_WAIT, fieldId, settledPriceBox } from '../support/trading-page';
import type { ScenarioWorld } from '../support/world';

When('I choose the underlying {string}', async function (this: ScenarioWorld, name: string) {
  const underlying = this.page.getByTestId('underlying');
  await underlying.waitFor(PRICE_WAIT);
  if (!(await underlying.locator('option', { hasText: name }).count())) {
    await this.page.getByTestId('market').selectOption('volidx');
  }
  await underlying.selectOption({ label: name });
});

When('I choose the contract form {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByRole('button', { name: label, exact: true }).click();
});

When('I click Purchase in the {string} price box', async function (this: ScenarioWorld, position: string) {
  const box = this.page.getByTestId(`price-box-${position}`);
  await box.getByTestId('stake').waitFor(PRICE_WAIT);
  await box.getByTestId('purchase').click({ timeout: 15_000 });
});

When('I set the {word} to {string}', async function (this: ScenarioWorld, field: string, value: string) {
  await this.page.getByTestId(fieldId(field)).fill(value);
});

When('I count the duration in {string}', async function (this: ScenarioWorld, unit: string) {
  await this.page.getByTestId('duration_units').selectOption({ label: unit });
});

When('I type {string} into the amount', async function (this: ScenarioWorld, keys: string) {
  const amount = this.page.getByTestId('amount');
  await amount.fill('');
  await amount.pressSequentially(keys);
});

When('I choose the {string} basis', async function (this: ScenarioWorld, basis: string) {
  await this.page.getByTestId('amount_type').selectOption({ label: basis });
});

Then('the markets are offered in the order {string}', async function (this: ScenarioWorld, order: string) {
  const market = this.page.getByTestId('market');
  await market.waitFor(PRICE_WAIT);
  const values = await market
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  assert.deepEqual(values, order.split(', '));
});

Then('the contract forms offered include {string}', async function (this: ScenarioWorld, forms: string) {
  const menu = this.page.getByTestId('contract-form-menu');
  for (const label of forms.split(', ')) {
    await menu.getByRole('button', { name: label, exact: true }).waitFor(PRICE_WAIT);
  }
});

Then(
  "the {string} price box shows a stake, a payout and the contract's terms",
  async function (this: ScenarioWorld, position: string) {
    const box = this.page.locator(settledPriceBox(position));
    await box.getByTestId('stake').waitFor(PRICE_WAIT);
    assert.match((await box.getByTestId('stake').textContent()) ?? '', /^\d[\d,]*\.\d{2} USD$/);
    assert.match((await box.getByTestId('payout').textContent()) ?? '', /^\d[\d,]*\.\d{2} USD$/);
    assert.match((await box.getByTestId('longcode').textContent()) ?? '', /^Win payout if Volatility 100 Index/);
  },
);

Then('the {string} price box says {string}', async function (this: ScenarioWorld, position: string, text: string) {
  const notice = this.page.getByTestId(`price-box-${position}`).getByTestId('purchase-notice');
  await notice.waitFor();
  assert.match((await notice.textContent()) ?? '', new RegExp(`^${text}`));
});

Then(
  'I see the contract confirmation with its reference, cost, payout and balance after',
  async function (this: ScenarioWorld) {
    const confirmation = this.page.getByTestId('confirmation');
    await confirmation.waitFor(PRICE_WAIT);
    const contractId = (await confirmation.getByTestId('contract-id').textContent()) ?? '';
    assert.match(contractId, /^\d+$/);
    assert.match((await confirmation.textContent()) ?? '', /Your transaction reference is \d+/);
    assert.match((await confirmation.getByTestId('buy-price').textContent()) ?? '', /^\d[\d,]*\.\d{2} USD$/);
    assert.match((await confirmation.getByTestId('balance-after').textContent()) ?? '', /^\d[\d,]*\.\d{2} USD$/);
  },
);

Then('the {word} shows the error {string}', async function (this: ScenarioWorld, field: string, message: string) {
  const error = this.page.getByTestId(`error-${fieldId(field)}`);
  await error.waitFor();
  assert.equal(await error.textContent(), message);
});

Then('the price boxes cannot be bought from', async function (this: ScenarioWorld) {
  for (const button of await this.page.getByTestId('purchase').all()) assert.equal(await button.isDisabled(), true);
});

Then('the amount reads {string}', async function (this: ScenarioWorld, value: string) {
  assert.equal(await this.page.getByTestId('amount').inputValue(), value);
});

Then('the price boxes are priced for {int} ticks', async function (this: ScenarioWorld, ticks: number) {
  const longcode = this.page.getByTestId('price-box-top').getByTestId('longcode');
  await longcode.filter({ hasText: `after ${ticks} ticks` }).waitFor(PRICE_WAIT);
  assert.equal(await this.page.getByTestId('error-duration_amount').count(), 0);
});

Then(
  'the {string} price box shows the purchase error {string}',
  async function (this: ScenarioWorld, position: string, message: string) {
    const error = this.page.getByTestId(`price-box-${position}`).getByTestId('purchase-error');
    await error.waitFor(PRICE_WAIT);
    assert.equal(await error.textContent(), message);
  },
);

async function confirmedContractId(world: ScenarioWorld): Promise<string> {
  const id = world.page.getByTestId('confirmation').getByTestId('contract-id');
  await id.waitFor(PRICE_WAIT);
  return (await id.textContent()) ?? '';
}

When('I view the contract from the confirmation', async function (this: ScenarioWorld) {
  await confirmedContractId(this);
  await this.page.getByTestId('view-contract').click();
});

Then('the contract popup follows the contract just bought', async function (this: ScenarioWorld) {
  const popup = this.page.getByTestId('contract-popup');
  await popup.waitFor(PRICE_WAIT);
  assert.match(
    (await popup.locator('h2').textContent()) ?? '',
    new RegExp(`Contract ${await confirmedContractId(this)}$`),
  );
  await popup.getByTestId('indicative-price').filter({ hasText: /USD$/ }).waitFor(PRICE_WAIT);
  assert.equal(await popup.getByTestId('contract-status').textContent(), 'open');
});

When('I sell the contract at market', async function (this: ScenarioWorld) {
  await this.page.getByTestId('contract-popup').getByTestId('sell').click(PRICE_WAIT);
});

Then('the popup shows the sale with its reference', async function (this: ScenarioWorld) {
  const sold = this.page.getByTestId('contract-popup').getByTestId('sold');
  await sold.waitFor(PRICE_WAIT);
  assert.match(
    (await sold.textContent()) ?? '',
    /^Sold for \d[\d,]*\.\d{2} USD\. Your transaction reference is \d+\.$/,
  );
});

When('I press Escape', async function (this: ScenarioWorld) {
  await this.page.keyboard.press('Escape');
});

Then('the contract popup is closed', async function (this: ScenarioWorld) {
  await this.page.getByTestId('contract-popup').waitFor({ state: 'detached' });
});

When('I open the {string} analysis tab', async function (this: ScenarioWorld, tab: string) {
  await this.page.getByRole('tab', { name: tab }).click();
});

Then('the portfolio lists the contract just bought', async function (this: ScenarioWorld) {
  const id = await confirmedContractId(this);
  const row = this.page.locator(`[data-testid=portfolio-row][data-contract-id="${id}"]`);
  await row.waitFor(PRICE_WAIT);
  assert.match((await row.textContent()) ?? '', /Win payout if Volatility 100 Index/);
});

/** "1,234.56 USD" in minor units, so sums are exact. */
function minorUnits(text: string): number {
  const match = /^(\d[\d,]*)\.(\d{2}) [A-Z]+$/.exec(text.trim());
  if (!match) throw new Error(`not an amount of money: "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

When("the platform's clock moves on {int} hour(s)", async function (this: ScenarioWorld, hours: number) {
  await this.control.moveClock(this.worldId, { action: 'advance', ms: hours * 3_600_000 });
});

Then('the popup shows the contract won or lost', async function (this: ScenarioWorld) {
  const status = this.page.getByTestId('contract-popup').getByTestId('contract-status');
  await status.filter({ hasText: /^(won|lost)$/ }).waitFor(PRICE_WAIT);
});

Then('my balance is the balance after the purchase plus what the contract paid', async function (this: ScenarioWorld) {
  const popup = this.page.getByTestId('contract-popup');
  const sold = popup.getByTestId('sold');
  const paid = (await sold.count())
    ? minorUnits(/Sold for (.+)\. Your/.exec((await sold.textContent()) ?? '')?.[1] ?? '')
    : minorUnits((await popup.getByTestId('indicative-price').textContent()) ?? '');
  const after = minorUnits((await this.page.getByTestId('balance-after').textContent()) ?? '');
  const expected = (after + paid) / 100;
  const balance = this.page.getByTestId('balance');
  await balance.filter({ hasText: expected.toLocaleString('en-US', { minimumFractionDigits: 2 }) }).waitFor(PRICE_WAIT);
});

When("the platform's clock stands still", async function (this: ScenarioWorld) {
  await this.control.freezeClock(this.worldId);
});

/** How many requests the platform had received when the page was left, per scenario. */
const requestsBeforeLeaving = new WeakMap<ScenarioWorld, number>();

async function requestsReceived(world: ScenarioWorld): Promise<Record<string, unknown>[]> {
  return (await world.control.traffic(world.worldId))
    .filter((entry) => entry.direction === 'in')
    .map((entry) => entry.message as Record<string, unknown>);
}

When('I leave the trading page for the portfolio', async function (this: ScenarioWorld) {
  requestsBeforeLeaving.set(this, (await requestsReceived(this)).length);
  await this.page.getByRole('link', { name: 'Portfolio', exact: true }).click();
});

When('I leave the portfolio for the trading page', async function (this: ScenarioWorld) {
  requestsBeforeLeaving.set(this, (await requestsReceived(this)).length);
  const menu = this.page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'Trade', exact: true }).click();
  await menu.getByRole('link', { name: 'Trading', exact: true }).click();
});

Then(
  'since leaving, the platform was asked once to forget all {string} streams, and none of them one by one',
  async function (this: ScenarioWorld, call: string) {
    const sinceLeaving = async () => (await requestsReceived(this)).slice(requestsBeforeLeaving.get(this) ?? 0);
    await eventually(async () =>
      assert.ok(
        (await sinceLeaving()).some((request) => request.forget_all === call),
        `no forget_all ${call} since leaving`,
      ),
    );
    const sent = await sinceLeaving();
    assert.equal(sent.filter((request) => request.forget_all === call).length, 1);
    const streamsOfCall = new Set(
      (await this.control.traffic(this.worldId))
        .map((entry) => entry.message as { msg_type?: string; subscription?: { id: string } })
        .filter((message) => message.msg_type === call && message.subscription)
        .map((message) => message.subscription?.id),
    );
    assert.deepEqual(
      sent.filter((request) => streamsOfCall.has(request.forget as string)),
      [],
    );
  },
);

Then('the last-digit bars are as tall as their shares, measured from 0', async function (this: ScenarioWorld) {
  const bars = this.page.getByTestId('digit-stats').locator('.digit-stats__bar');
  await bars.first().waitFor(PRICE_WAIT);
  await eventually(async () => {
    const measured = await bars.evaluateAll((items) =>
      items.map((item) => ({
        percent: Number(item.querySelector('.digit-stats__percent')?.textContent?.replace('%', '')),
        height: item.querySelector('.digit-stats__fill')?.getBoundingClientRect().height ?? 0,
      })),
    );
    const tallest = measured.reduce((top, bar) => (bar.percent > top.percent ? bar : top));
    assert.ok(tallest.percent > 0, `the bars read ${JSON.stringify(measured)}`);
    for (const bar of measured) {
      const expected = (bar.percent / tallest.percent) * tallest.height;
      assert.ok(
        Math.abs(bar.height - expected) <= 1.5,
        `the ${bar.percent}% bar is ${bar.height} px tall where ${tallest.percent}% is ${tallest.height} px`,
      );
    }
  });
});

Then('the barrier shows the level {string} the spot', async function (this: ScenarioWorld, sign: string) {
  const level = this.page.getByTestId('barrier-level');
  await level.waitFor(PRICE_WAIT);
  assert.match((await level.textContent()) ?? '', new RegExp(`^${sign} \\d+\\.\\d{2}$`));
});

Then(
  'the prices are asked for at the absolute level {string} the spot',
  async function (this: ScenarioWorld, offset: string) {
    const level = this.page.getByTestId('barrier-level');
    await level.waitFor(PRICE_WAIT);
    const shown = ((await level.textContent()) ?? '').replace(/^= /, '');
    await eventually(async () => {
      const barriers = (await requestsSent(this.page))
        .filter((request) => request.proposal === 1)
        .map((request) => request.barrier);
      assert.ok(barriers.includes(shown), `the level ${shown} (${offset}) is not among the barriers sent: ${barriers}`);
    });
  },
);
