import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PORTFOLIO_PATH, portfolioPage } from '../pages/portfolio';
import { buyFromAnotherDevice, buyManyFromAnotherDevice, lastBought } from '../support/bought-contracts';
import { PAGE_WAIT, expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

const MONEY = /^\d[\d,]*\.\d{2} USD$/;
const noted = new WeakMap<ScenarioWorld, string>();

/** The portfolio's row of the contract the scenario bought last. */
const thatContract = (world: ScenarioWorld) => portfolioPage(world.page).row(lastBought(world));

/** "1,234.50 USD" -> 123450 */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

When('I open the portfolio page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(PORTFOLIO_PATH));
  await portfolioPage(this.page).heading.waitFor(PAGE_WAIT);
});

When('I open the portfolio page for that contract', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(`${PORTFOLIO_PATH}?contract_id=${lastBought(this)}`));
});

When(
  '{string} buys a {string} contract on {string} lasting {string} from another device',
  async function (this: ScenarioWorld, email: string, contractType: string, symbol: string, lasting: string) {
    await buyFromAnotherDevice(this, email, { contractType, symbol, lasting });
  },
);

When(
  '{string} buys {int} {string} contracts on {string} lasting {string} from another device',
  async function (
    this: ScenarioWorld,
    email: string,
    count: number,
    contractType: string,
    symbol: string,
    lasting: string,
  ) {
    await buyManyFromAnotherDevice(this, email, { contractType, symbol, lasting }, count);
  },
);

When(
  '{string} buys a {string} contract on {string} lasting {string} and starting in {int} minutes from another device',
  async function (
    this: ScenarioWorld,
    email: string,
    contractType: string,
    symbol: string,
    lasting: string,
    minutes: number,
  ) {
    await buyFromAnotherDevice(this, email, { contractType, symbol, lasting, startsIn: minutes * 60 });
  },
);

When(
  '{string} buys a {string} contract on {string} lasting {string} predicting {string} from another device',
  async function (
    this: ScenarioWorld,
    email: string,
    contractType: string,
    symbol: string,
    lasting: string,
    barrier: string,
  ) {
    await buyFromAnotherDevice(this, email, { contractType, symbol, lasting, barrier });
  },
);

When('the server clock moves on {int} seconds', async function (this: ScenarioWorld, seconds: number) {
  await this.control.advanceClock(this.worldId, seconds * 1000);
});

Then('the portfolio says {string}', async function (this: ScenarioWorld, text: string) {
  await portfolioPage(this.page).empty.filter({ hasText: text }).waitFor(PAGE_WAIT);
});

Then('the portfolio lists that contract with its indicative price', async function (this: ScenarioWorld) {
  await expectText(thatContract(this).indicative, MONEY);
});

Then('the portfolio totals add up its rows', async function (this: ScenarioWorld) {
  const portfolio = portfolioPage(this.page);
  const paid = await portfolio.purchases.allTextContents();
  const total = (await portfolio.totalPurchase.textContent()) ?? '';
  assert.equal(
    minor(total),
    paid.map(minor).reduce((sum, amount) => sum + amount, 0),
  );
});

When('I note the indicative price of that contract', async function (this: ScenarioWorld) {
  noted.set(this, await expectText(thatContract(this).indicative, /USD$/));
});

Then('the indicative price of that contract has changed', async function (this: ScenarioWorld) {
  const before = noted.get(this) ?? '';
  await thatContract(this).indicative.filter({ hasNotText: before }).filter({ hasText: /USD$/ }).waitFor(PAGE_WAIT);
});

Then('that contract leaves the portfolio', async function (this: ScenarioWorld) {
  await thatContract(this).row.waitFor({ state: 'detached', ...PAGE_WAIT });
});

When('I view that contract from the portfolio', async function (this: ScenarioWorld) {
  await thatContract(this).view.click(PAGE_WAIT);
});

Then('the address names that contract', async function (this: ScenarioWorld) {
  assert.equal(new URL(this.page.url()).searchParams.get('contract_id'), String(lastBought(this)));
});

When('I go back', async function (this: ScenarioWorld) {
  await this.page.goBack();
});

Then(
  "the portfolio shows that contract's potential payout and about {int} minutes remaining",
  async function (this: ScenarioWorld, minutes: number) {
    const row = thatContract(this);
    await expectText(row.payout, MONEY);
    const two = (value: number) => String(value).padStart(2, '0');
    // Bought a moment ago: the clock shows the last minute of the duration, or its very start.
    await expectText(row.remainingTime, new RegExp(`^00:(${two(minutes - 1)}:\\d\\d|${two(minutes)}:00)$`));
  },
);

Then("that contract's row is highlighted as new", async function (this: ScenarioWorld) {
  await thatContract(this).highlightedAsNew.waitFor(PAGE_WAIT);
});

Then("that contract's row is not highlighted as new", async function (this: ScenarioWorld) {
  const { row } = thatContract(this);
  await row.waitFor(PAGE_WAIT);
  assert.equal(await row.getAttribute('data-new'), 'false');
});

Then('the portfolio says {string} for that contract', async function (this: ScenarioWorld, text: string) {
  await thatContract(this).indicative.filter({ hasText: text }).waitFor(PAGE_WAIT);
});

Then('the indicative price of that contract is marked as risen or fallen', async function (this: ScenarioWorld) {
  await thatContract(this).indicativeMoved.waitFor(PAGE_WAIT);
});
