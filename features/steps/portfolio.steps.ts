import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { buyFromAnotherDevice, lastBought } from '../support/bought-contracts';
import type { ScenarioWorld } from '../support/world';

/** Streams and the first price arrive within this. */
const WAIT = { timeout: 15_000 };
const noted = new WeakMap<ScenarioWorld, string>();

const rowOf = (world: ScenarioWorld, contractId: number) =>
  world.page.locator(`[data-testid=portfolio-row][data-contract-id="${contractId}"]`);

/** "1,234.50 USD" -> 123450 */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

When('I open the portfolio page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl('/en/portfolio.html'));
  await this.page.getByRole('heading', { name: 'Portfolio' }).waitFor(WAIT);
});

When('I open the portfolio page for that contract', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(`/en/portfolio.html?contract_id=${lastBought(this)}`));
});

When(
  '{string} buys a {string} contract on {string} lasting {string} from another device',
  async function (this: ScenarioWorld, email: string, contractType: string, symbol: string, lasting: string) {
    await buyFromAnotherDevice(this, email, { contractType, symbol, lasting });
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
  await this.page.getByTestId('portfolio-empty').filter({ hasText: text }).waitFor(WAIT);
});

Then('the portfolio lists that contract with its indicative price', async function (this: ScenarioWorld) {
  const row = rowOf(this, lastBought(this));
  await row
    .getByTestId('indicative')
    .filter({ hasText: /^\d[\d,]*\.\d{2} USD$/ })
    .waitFor(WAIT);
});

Then('the portfolio totals add up its rows', async function (this: ScenarioWorld) {
  const table = this.page.getByTestId('portfolio');
  const paid = await table.locator('[data-testid=portfolio-row] [data-testid=purchase]').allTextContents();
  const total = (await table.getByTestId('total-purchase').textContent()) ?? '';
  assert.equal(
    minor(total),
    paid.map(minor).reduce((sum, amount) => sum + amount, 0),
  );
});

When('I note the indicative price of that contract', async function (this: ScenarioWorld) {
  const cell = rowOf(this, lastBought(this)).getByTestId('indicative');
  await cell.filter({ hasText: /USD$/ }).waitFor(WAIT);
  noted.set(this, (await cell.textContent()) ?? '');
});

Then('the indicative price of that contract has changed', async function (this: ScenarioWorld) {
  const before = noted.get(this) ?? '';
  const cell = rowOf(this, lastBought(this)).getByTestId('indicative');
  await cell.filter({ hasNotText: before }).filter({ hasText: /USD$/ }).waitFor(WAIT);
});

Then('that contract leaves the portfolio', async function (this: ScenarioWorld) {
  await rowOf(this, lastBought(this)).waitFor({ state: 'detached', ...WAIT });
});

When('I view that contract from the portfolio', async function (this: ScenarioWorld) {
  await rowOf(this, lastBought(this)).getByTestId('portfolio-view').click(WAIT);
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
    const row = rowOf(this, lastBought(this));
    await row
      .getByTestId('payout')
      .filter({ hasText: /^\d[\d,]*\.\d{2} USD$/ })
      .waitFor(WAIT);
    const two = (value: number) => String(value).padStart(2, '0');
    // Bought a moment ago: the clock shows the last minute of the duration, or its very start.
    const near = new RegExp(`^00:(${two(minutes - 1)}:\\d\\d|${two(minutes)}:00)$`);
    await row.getByTestId('remaining-time').filter({ hasText: near }).waitFor(WAIT);
  },
);

Then("that contract's row is highlighted as new", async function (this: ScenarioWorld) {
  await rowOf(this, lastBought(this)).and(this.page.locator('.portfolio__row--new')).waitFor(WAIT);
});

Then("that contract's row is not highlighted as new", async function (this: ScenarioWorld) {
  const row = rowOf(this, lastBought(this));
  await row.waitFor(WAIT);
  assert.equal(await row.getAttribute('data-new'), 'false');
});

Then('the portfolio says {string} for that contract', async function (this: ScenarioWorld, text: string) {
  await rowOf(this, lastBought(this)).getByTestId('indicative').filter({ hasText: text }).waitFor(WAIT);
});

Then('the indicative price of that contract is marked as risen or fallen', async function (this: ScenarioWorld) {
  const cell = rowOf(this, lastBought(this)).getByTestId('indicative');
  await cell.and(this.page.locator('[data-movement=up], [data-movement=down]')).waitFor(WAIT);
});
