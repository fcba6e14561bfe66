import { Then, When } from '@cucumber/cucumber';
import { ASSET_INDEX_PATH, resourcesPage, TRADING_TIMES_PATH } from '../pages/resources';
import { expectPage, expectText, PAGE_WAIT } from '../support/expectations';
import { untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

When('I open the asset index', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(ASSET_INDEX_PATH));
});

When('I open the trading times', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(TRADING_TIMES_PATH));
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
    const rows = resourcesPage(this.page).assetRows(market, submarket, underlying);
    const expected = [category, min, max].join(' | ');
    await expectPage(
      this.page,
      async () => {
        const cells = await Promise.all(
          (await rows.all()).map(async (row) => (await row.locator('td').allInnerTexts()).map(normalized)),
        );
        return cells.find(([name]) => name === category)?.join(' | ');
      },
      (found) => found === expected,
      (found) => `the asset index lists ${underlying} with ${String(found)}, not ${expected}`,
    );
  },
);

When('I choose the trading date {string}', async function (this: ScenarioWorld, date: string) {
  await resourcesPage(this.page).date.fill(date);
});

Then(
  'the trading date can be chosen from {string} to {string}',
  async function (this: ScenarioWorld, min: string, max: string) {
    const { date } = resourcesPage(this.page);
    const expected = `${min} to ${max}`;
    await expectPage(
      this.page,
      async () =>
        (await date.count()) === 0
          ? undefined
          : `${await date.getAttribute('min')} to ${await date.getAttribute('max')}`,
      (range) => range === expected,
      (range) => `the trading date can be chosen from ${String(range)}, not ${expected}`,
    );
  },
);

Then('the trading times are for {string}', async function (this: ScenarioWorld, date: string) {
  await expectText(resourcesPage(this.page).tradingTimesHeading, `Trading times for ${date} (GMT)`);
});

Then('the page says {string}', async function (this: ScenarioWorld, text: string) {
  await resourcesPage(this.page).line(text).waitFor(PAGE_WAIT);
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
    const cells = resourcesPage(this.page).tradingTimesCells(market, underlying);
    await expectPage(
      this.page,
      async () => (await cells.allInnerTexts()).map(normalized).slice(0, 3).join(' | '),
      (shown) => shown === [opens, closes, settles].join(' | '),
      (shown) => `${underlying} in ${market} shows ${String(shown)}`,
    );
  },
);

Then(
  '{string} in {string} lists the upcoming event {string}',
  async function (this: ScenarioWorld, underlying: string, market: string, event: string) {
    const cells = resourcesPage(this.page).tradingTimesCells(market, underlying);
    await expectPage(
      this.page,
      async () => normalized((await cells.allInnerTexts())[3] ?? ''),
      (shown) => shown.includes(event),
      (shown) => `${underlying} in ${market} lists the events ${JSON.stringify(shown)}`,
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
  await expectText(resourcesPage(this.page).alert, message);
});
