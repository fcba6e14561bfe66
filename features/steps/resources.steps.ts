import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { expectPage, expectText } from '../support/expectations';
import { untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The section of a market on a resources page, by its heading. */
const marketSection = (world: ScenarioWorld, market: string) =>
  world.page
    .locator('.resources-market')
    .filter({ has: world.page.getByRole('heading', { level: 2, name: market, exact: true }) });

When('I open the asset index', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl('/en/resources/asset_indexws.html'));
});

When('I open the trading times', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl('/en/resources/market_timesws.html'));
});

Then(
  'the asset index lists {string} in {string} and {string} with {string} from {string} to {string}',
  async function (
    this: ScenarioWorld,
    underlying: string,
    market: string,
    submarket: string,
    category: string,
    min: string,
    max: string,
  ) {
    const table = marketSection(this, market)
      .getByRole('table', { name: submarket, exact: true })
      .locator('tbody')
      .filter({ has: this.page.getByRole('rowheader', { name: underlying, exact: true }) });
    await table.waitFor();
    const rows = (await table.getByRole('row').all()).map(async (row) =>
      (await row.locator('td').allInnerTexts()).map(normalized),
    );
    const found = (await Promise.all(rows)).find(([name]) => name === category);
    assert.deepEqual(found, [category, min, max]);
  },
);

When('I choose the trading date {string}', async function (this: ScenarioWorld, date: string) {
  await this.page.getByLabel('Date').fill(date);
});

Then(
  'the trading date can be chosen from {string} to {string}',
  async function (this: ScenarioWorld, min: string, max: string) {
    const field = this.page.getByLabel('Date');
    await field.waitFor();
    assert.deepEqual([await field.getAttribute('min'), await field.getAttribute('max')], [min, max]);
  },
);

Then('the trading times are for {string}', async function (this: ScenarioWorld, date: string) {
  await expectText(this.page.getByTestId('trading-times-heading'), `Trading times for ${date} (GMT)`);
});

Then('the page says {string}', async function (this: ScenarioWorld, text: string) {
  await this.page.locator('main').getByText(text, { exact: true }).waitFor();
});

Then(
  '{string} in {string} opens at {string}, closes at {string} and settles at {string}',
  async function (
    this: ScenarioWorld,
    underlying: string,
    market: string,
    opens: string,
    closes: string,
    settles: string,
  ) {
    const row = marketSection(this, market)
      .getByTestId('trading-times-row')
      .filter({ has: this.page.getByRole('rowheader', { name: underlying, exact: true }) });
    await expectPage(
      this.page,
      async () => (await row.locator('td').allInnerTexts()).map(normalized).slice(0, 3).join(' | '),
      (cells) => cells === [opens, closes, settles].join(' | '),
      (cells) => `${underlying} in ${market} shows ${String(cells)}`,
    );
  },
);

Then('the platform was asked for the trading times of {string}', async function (this: ScenarioWorld, date: string) {
  await untilFrames(
    this.page,
    (frames) =>
      frames.some(({ direction, message }) => direction === 'sent' && message.trading_times === date) || undefined,
    () => `the page did not ask for the trading times of ${date}`,
  );
});

Then('the resources page says {string}', async function (this: ScenarioWorld, message: string) {
  const alert = this.page.locator('.resources-page [role="alert"]');
  await alert.waitFor();
  assert.equal(normalized(await alert.innerText()), message);
});
