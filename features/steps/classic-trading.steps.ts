import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { contractPopup } from '../pages/contract-popup';
import { shell } from '../pages/shell';
import { tradingPage } from '../pages/trading';
import {
  PAGE_WAIT,
  expectCount,
  expectEnabled,
  expectPage,
  expectText,
  expectValue,
  including,
} from '../support/expectations';
import { framesSince, framesSoFar, requestsSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

const MONEY = /^\d[\d,]*\.\d{2} USD$/;

When('I choose the underlying {string}', async function (this: ScenarioWorld, name: string) {
  const trading = tradingPage(this.page);
  await trading.underlying.waitFor(PAGE_WAIT);
  if (!(await trading.underlying.locator('option', { hasText: name }).count())) {
    await trading.market.selectOption('volidx');
  }
  await trading.underlying.selectOption({ label: name });
});

When('I choose the contract form {string}', async function (this: ScenarioWorld, label: string) {
  await tradingPage(this.page).contractForm(label).click();
});

When('I click Purchase in the {string} price box', async function (this: ScenarioWorld, position: string) {
  const box = tradingPage(this.page).priceBox(position);
  await box.stake.waitFor(PAGE_WAIT);
  await box.purchase.click(PAGE_WAIT);
});

When('I set the {word} to {string}', async function (this: ScenarioWorld, field: string, value: string) {
  await tradingPage(this.page).field(field).fill(value);
});

When('I count the duration in {string}', async function (this: ScenarioWorld, unit: string) {
  await tradingPage(this.page).durationUnits.selectOption({ label: unit });
});

When('I type {string} into the amount', async function (this: ScenarioWorld, keys: string) {
  const amount = tradingPage(this.page).field('amount');
  await amount.fill('');
  await amount.pressSequentially(keys);
});

When('I choose the {string} basis', async function (this: ScenarioWorld, basis: string) {
  await tradingPage(this.page).basis.selectOption({ label: basis });
});

Then('the markets are offered in the order {string}', async function (this: ScenarioWorld, order: string) {
  const { market } = tradingPage(this.page);
  await expectPage(
    this.page,
    () => market.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    (values) => values.join(', ') === order,
    (values) => `the markets offered are ${values?.join(', ')}`,
  );
});

Then('the contract forms offered include {string}', async function (this: ScenarioWorld, forms: string) {
  const trading = tradingPage(this.page);
  for (const label of forms.split(', ')) await trading.contractForm(label).waitFor(PAGE_WAIT);
});

Then(
  "the {string} price box shows a stake, a payout and the contract's terms",
  async function (this: ScenarioWorld, position: string) {
    const box = tradingPage(this.page).settledPriceBox(position);
    await expectText(box.stake, MONEY);
    await expectText(box.payout, MONEY);
    await expectText(box.terms, /^Win payout if Volatility 100 Index/);
  },
);

Then('the {string} price box says {string}', async function (this: ScenarioWorld, position: string, text: string) {
  await expectText(tradingPage(this.page).priceBox(position).notice, new RegExp(`^${text}`));
});

Then(
  'I see the contract confirmation with its reference, cost, payout and balance after',
  async function (this: ScenarioWorld) {
    const { confirmation } = tradingPage(this.page);
    await expectText(confirmation.contractId, /^\d+$/);
    await expectText(confirmation.panel, /Your transaction reference is \d+/);
    await expectText(confirmation.cost, MONEY);
    await expectText(confirmation.balanceAfter, MONEY);
  },
);

Then('the {word} shows the error {string}', async function (this: ScenarioWorld, field: string, message: string) {
  await expectText(tradingPage(this.page).fieldError(field), message);
});

Then('the price boxes cannot be bought from', async function (this: ScenarioWorld) {
  for (const button of await tradingPage(this.page).purchaseButtons.all()) await expectEnabled(button, false);
});

Then('the amount reads {string}', async function (this: ScenarioWorld, value: string) {
  await expectValue(tradingPage(this.page).field('amount'), value);
});

Then('the price boxes are priced for {int} ticks', async function (this: ScenarioWorld, ticks: number) {
  const trading = tradingPage(this.page);
  await expectText(trading.priceBox('top').terms, new RegExp(`after ${ticks} ticks`));
  await expectCount(trading.fieldError('duration'), 0);
});

Then(
  'the {string} price box shows the purchase error {string}',
  async function (this: ScenarioWorld, position: string, message: string) {
    await expectText(tradingPage(this.page).priceBox(position).purchaseError, message);
  },
);

/** The reference of the contract the confirmation shows. */
function confirmedContractId(world: ScenarioWorld): Promise<string> {
  return expectText(tradingPage(world.page).confirmation.contractId, /^\d+$/);
}

When('I view the contract from the confirmation', async function (this: ScenarioWorld) {
  await confirmedContractId(this);
  await tradingPage(this.page).confirmation.view.click();
});

Then('the contract popup follows the contract just bought', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  await expectText(popup.title, new RegExp(`Contract ${await confirmedContractId(this)}$`));
  await expectText(popup.indicativePrice, /USD$/);
  await expectText(popup.status, 'open');
});

When('I sell the contract at market', async function (this: ScenarioWorld) {
  await contractPopup(this.page).sell.click(PAGE_WAIT);
});

Then('the popup shows the sale with its reference', async function (this: ScenarioWorld) {
  await expectText(
    contractPopup(this.page).sold,
    /^Sold for \d[\d,]*\.\d{2} USD\. Your transaction reference is \d+\.$/,
  );
});

When('I press Escape', async function (this: ScenarioWorld) {
  await this.page.keyboard.press('Escape');
});

Then('the contract popup is closed', async function (this: ScenarioWorld) {
  await contractPopup(this.page).popup.waitFor({ state: 'detached' });
});

When('I open the {string} analysis tab', async function (this: ScenarioWorld, tab: string) {
  await tradingPage(this.page).analysisTab(tab).click();
});

Then('the portfolio lists the contract just bought', async function (this: ScenarioWorld) {
  const row = tradingPage(this.page).portfolioRow(await confirmedContractId(this));
  await expectText(row, /Win payout if Volatility 100 Index/);
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
  await expectText(contractPopup(this.page).status, /^(won|lost)$/);
});

Then('my balance is the balance after the purchase plus what the contract paid', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  const paid = (await popup.sold.count())
    ? minorUnits(/Sold for (.+)\. Your/.exec((await popup.sold.textContent()) ?? '')?.[1] ?? '')
    : minorUnits((await popup.indicativePrice.textContent()) ?? '');
  const after = minorUnits((await tradingPage(this.page).confirmation.balanceAfter.textContent()) ?? '');
  const expected = ((after + paid) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expectText(shell(this.page).accountSwitcher.balance, including(expected));
});

When("the platform's clock stands still", async function (this: ScenarioWorld) {
  await this.control.freezeClock(this.worldId);
});

/** Where the page's socket frames stood when it was left, per scenario. */
const framesBeforeLeaving = new WeakMap<ScenarioWorld, number>();

When('I leave the trading page for the portfolio', async function (this: ScenarioWorld) {
  framesBeforeLeaving.set(this, framesSoFar(this.page));
  await this.page.getByRole('link', { name: 'Portfolio', exact: true }).click();
});

When('I leave the portfolio for the trading page', async function (this: ScenarioWorld) {
  framesBeforeLeaving.set(this, framesSoFar(this.page));
  const { mainMenuButton, mainMenuLink } = shell(this.page);
  await mainMenuButton('Trade').click();
  await mainMenuLink('Trading').click();
});

Then(
  'since leaving, the platform was asked once to forget all {string} streams, and none of them one by one',
  async function (this: ScenarioWorld, call: string) {
    const left = framesBeforeLeaving.get(this) ?? 0;
    await untilFrames(
      this.page,
      () => requestsSince(this.page, left).find((request) => request.forget_all === call),
      () => `no forget_all ${call} since leaving: ${JSON.stringify(requestsSince(this.page, left))}`,
    );
    const sent = requestsSince(this.page, left);
    assert.equal(sent.filter((request) => request.forget_all === call).length, 1);
    const streamsOfCall = new Set(
      framesSince(this.page)
        .map((frame) => frame.message as { msg_type?: string; subscription?: { id: string } })
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
  const bars = tradingPage(this.page).digitBars;
  await bars.first().waitFor(PAGE_WAIT);
  const measure = () =>
    bars.evaluateAll((items) =>
      items.map((item) => ({
        percent: Number(item.querySelector('.digit-stats__percent')?.textContent?.replace('%', '')),
        height: item.querySelector('.digit-stats__fill')?.getBoundingClientRect().height ?? 0,
      })),
    );
  type Bar = Awaited<ReturnType<typeof measure>>[number];
  const tallestOf = (measured: Bar[]) => measured.reduce((top, bar) => (bar.percent > top.percent ? bar : top));
  const proportional = (measured: Bar[]) => {
    const tallest = tallestOf(measured);
    return (
      tallest.percent > 0 &&
      measured.every((bar) => Math.abs(bar.height - (bar.percent / tallest.percent) * tallest.height) <= 1.5)
    );
  };
  await expectPage(this.page, measure, proportional, (measured) => `the bars read ${JSON.stringify(measured)}`);
});

Then('the barrier shows the level {string} the spot', async function (this: ScenarioWorld, sign: string) {
  await expectText(tradingPage(this.page).barrierLevel, new RegExp(`^${sign} \\d+\\.\\d{2}$`));
});

Then(
  'the prices are asked for at the absolute level {string} the spot',
  async function (this: ScenarioWorld, offset: string) {
    const shown = (await expectText(tradingPage(this.page).barrierLevel, /./)).replace(/^= /, '');
    const barriersAsked = () =>
      requestsSince(this.page)
        .filter((request) => request.proposal === 1)
        .map((request) => request.barrier);
    await untilFrames(
      this.page,
      () => barriersAsked().find((barrier) => barrier === shown),
      () => `the level ${shown} (${offset}) is not among the barriers sent: ${barriersAsked()}`,
    );
  },
);
