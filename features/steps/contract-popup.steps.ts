import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { demoToken, TraderSocket } from '../../e2e/trader-socket';
import { lastBought } from '../support/bought-contracts';
import type { ScenarioWorld } from '../support/world';
import { eventually } from '../support/eventually';

const WAIT = { timeout: 15_000 };
const popupOf = (world: ScenarioWorld) => world.page.getByTestId('contract-popup');
/** The value of one row of the popup's info table. */
const factOf = (world: ScenarioWorld, label: string) =>
  popupOf(world)
    .locator('.contract-popup__fact', {
      has: world.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');

/** The app's requests for a contract in the traffic log, oldest first. */
async function contractReads(world: ScenarioWorld, contractId: number): Promise<Record<string, unknown>[]> {
  const traffic = await world.control.traffic(world.worldId);
  return traffic
    .filter((entry) => entry.direction === 'in')
    .map((entry) => entry.message as Record<string, unknown>)
    .filter((message) => message.proposal_open_contract === 1 && message.contract_id === contractId);
}

Given('the screen is {int} pixels wide', async function (this: ScenarioWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
});

Given(
  'the platform refuses the next sale with {string} and {string}',
  async function (this: ScenarioWorld, code: string, message: string) {
    await this.control.queueFault(this.worldId, { msg_type: 'sell', error: { code, message } });
  },
);

Given(
  'the platform settles contracts {int} seconds after they end',
  async function (this: ScenarioWorld, seconds: number) {
    await this.control.setSettlementDelay(this.worldId, seconds);
  },
);

Given(
  'the platform settles contracts {int} seconds after they end, but lets clients settle them as they end',
  async function (this: ScenarioWorld, seconds: number) {
    await this.control.setSettlementDelay(this.worldId, seconds, 0);
  },
);

/** The app's sell_expired requests in the traffic log. */
async function sellExpiredRequests(world: ScenarioWorld): Promise<number> {
  const traffic = await world.control.traffic(world.worldId);
  return traffic.filter(
    (entry) => entry.direction === 'in' && (entry.message as Record<string, unknown>).sell_expired === 1,
  ).length;
}

Then('the app has not asked to settle expired contracts', async function (this: ScenarioWorld) {
  assert.equal(await sellExpiredRequests(this), 0);
});

Then('the app asked once to settle expired contracts', async function (this: ScenarioWorld) {
  assert.equal(await sellExpiredRequests(this), 1);
});

Then('the contract popup shows that contract', async function (this: ScenarioWorld) {
  const title = popupOf(this).locator('h2');
  await title.filter({ hasText: new RegExp(`Contract ${lastBought(this)}$`) }).waitFor(WAIT);
});

Then('the popup says {string}', async function (this: ScenarioWorld, text: string) {
  await popupOf(this).getByText(text, { exact: true }).waitFor(WAIT);
});

Then("the popup's {string} reads {string}", async function (this: ScenarioWorld, label: string, value: string) {
  await factOf(this, label)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor(WAIT);
});

Then('the popup shows its entry spot but no {string}', async function (this: ScenarioWorld, label: string) {
  await factOf(this, 'Entry spot').filter({ hasText: /^\d/ }).waitFor(WAIT);
  assert.equal(await factOf(this, label).count(), 0);
});

Then(
  "the popup's {string} is the lower of its entry spot and the {string} spot at {string}",
  async function (this: ScenarioWorld, label: string, symbol: string, isoTime: string) {
    const at = Date.parse(isoTime) / 1000;
    const trader = await TraderSocket.open(this.stack.simulator.url, this.worldId, demoToken('virtual@example.com'));
    const history = await trader
      .request({ ticks_history: symbol, start: at - 10, end: at, style: 'ticks' })
      .finally(() => trader.close());
    const spotThen = (history.history as { prices: number[] }).prices.at(-1);
    const entry = Number(await factOf(this, 'Entry spot').textContent());
    const shown = factOf(this, label);
    await shown.waitFor(WAIT);
    assert.ok(Number.isFinite(entry) && spotThen !== undefined, `entry ${entry}, spot then ${spotThen}`);
    assert.equal(Number(await shown.textContent()), Math.min(entry, spotThen));
  },
);

Then('the popup offers no Sell button', async function (this: ScenarioWorld) {
  await popupOf(this).getByTestId('sell-area').waitFor(WAIT);
  assert.equal(await popupOf(this).getByTestId('sell').count(), 0);
});

Then('the popup offers Sell', async function (this: ScenarioWorld) {
  await popupOf(this).getByTestId('sell').waitFor(WAIT);
});

Then('the popup tells the result and the end time', async function (this: ScenarioWorld) {
  const result = popupOf(this).getByTestId('result');
  await result.waitFor(WAIT);
  assert.match((await result.textContent()) ?? '', /^This contract (won|lost)$/);
  await popupOf(this).getByText('End time').first().waitFor(WAIT);
});

Then('the popup read that contract again without a stream', async function (this: ScenarioWorld) {
  const id = lastBought(this);
  await popupOf(this).getByTestId('sell').waitFor(WAIT);
  await eventually(async () => {
    const reads = await contractReads(this, id);
    assert.ok(
      reads.some((message) => message.subscribe === undefined),
      `no read of contract ${id} without subscribe: ${JSON.stringify(reads)}`,
    );
  }, WAIT.timeout);
  assert.equal(await popupOf(this).getByTestId('sell-error').count(), 0);
});

Then('the popup draws a tick chart of the contract', async function (this: ScenarioWorld) {
  await popupOf(this).locator('[data-testid=contract-chart][data-chart=ticks]').waitFor(WAIT);
});

Then("the popup draws the underlying's recent ticks", async function (this: ScenarioWorld) {
  await popupOf(this).locator('[data-testid=contract-chart][data-chart=underlying]').waitFor(WAIT);
});

Then('the popup asked for a tick history of {int} ticks', async function (this: ScenarioWorld, count: number) {
  await popupOf(this).getByTestId('contract-chart').waitFor(WAIT);
  const traffic = await this.control.traffic(this.worldId);
  const asked = traffic
    .filter((entry) => entry.direction === 'in')
    .map((entry) => entry.message as Record<string, unknown>)
    .filter((message) => message.ticks_history !== undefined);
  assert.ok(
    asked.some((message) => message.count === count),
    JSON.stringify(asked),
  );
});

Then('the popup chart holds {int} ticks', async function (this: ScenarioWorld, count: number) {
  await popupOf(this).locator(`[data-testid=contract-chart][data-points="${count}"]`).waitFor(WAIT);
});

When('I click outside the popup', async function (this: ScenarioWorld) {
  await this.page.getByTestId('contract-popup-overlay').click({ position: { x: 5, y: 5 } });
});

When('I open the audit page', async function (this: ScenarioWorld) {
  await popupOf(this).getByTestId('audit-toggle').click(WAIT);
});

Then('the audit marks the entry and the exit spot', async function (this: ScenarioWorld) {
  const audit = popupOf(this).getByTestId('audit');
  await audit.waitFor(WAIT);
  await audit.getByRole('cell', { name: 'Entry Spot' }).first().waitFor(WAIT);
  await audit.getByRole('cell', { name: 'Exit Spot' }).first().waitFor(WAIT);
});

Then('the digit tick table lists {int} ticks', async function (this: ScenarioWorld, count: number) {
  const rows = popupOf(this).getByTestId('digit-tick');
  await rows.nth(count - 1).waitFor(WAIT);
  assert.equal(await rows.count(), count);
});

Then('a new tick row is highlighted, then no longer', async function (this: ScenarioWorld) {
  const highlighted = popupOf(this).locator('[data-testid=digit-tick].contract-popup__row--new');
  await highlighted.first().waitFor(WAIT);
  await highlighted.first().waitFor({ state: 'detached', timeout: 3_000 });
});

Then('the popup fills the width of the screen', async function (this: ScenarioWorld) {
  const box = await popupOf(this).boundingBox();
  const width = this.page.viewportSize()?.width ?? 0;
  assert.ok(box && Math.round(box.width) === width, `popup ${box?.width} wide on a ${width} px screen`);
});

Then('the popup explains {string}', async function (this: ScenarioWorld, line: string) {
  await popupOf(this).getByTestId('contract-explanation').getByText(line, { exact: true }).waitFor(WAIT);
});

Then('the popup shows the remaining time', async function (this: ScenarioWorld) {
  await factOf(this, 'Remaining time')
    .filter({ hasText: /^\d{2}:\d{2}:\d{2}$/ })
    .waitFor(WAIT);
});

Then('the popup shows the profit or loss with its percentage, in its colour', async function (this: ScenarioWorld) {
  const shown = popupOf(this).getByTestId('profit-loss');
  await shown.filter({ hasText: /^-?\d[\d,]*\.\d{2} USD \(-?\d[\d,]*\.\d{2}%\)$/ }).waitFor(WAIT);
  const { outcome, colour, text } = await shown.evaluate((element: HTMLElement) => ({
    outcome: element.dataset.outcome,
    colour: getComputedStyle(element).color,
    text: element.textContent ?? '',
  }));
  const expected = { profit: 'rgb(41, 121, 48)', loss: 'rgb(204, 0, 51)' }[outcome as 'profit' | 'loss'];
  assert.equal(outcome, text.startsWith('-') ? 'loss' : /^0\.00 /.test(text) ? 'even' : 'profit');
  if (expected) assert.equal(colour, expected, `${outcome} shown in ${colour}`);
});

Then('the popup chart draws the barrier', async function (this: ScenarioWorld) {
  const chart = popupOf(this).getByTestId('contract-chart');
  await chart.locator('.highcharts-plot-line-label', { hasText: /^Barrier$/ }).waitFor(WAIT);
  assert.match((await chart.getAttribute('data-barriers')) ?? '', /^\d+(\.\d+)?$/);
});

const notedPrices = new WeakMap<ScenarioWorld, string>();

When("I note the popup's indicative price", async function (this: ScenarioWorld) {
  const price = factOf(this, 'Indicative price');
  await price.filter({ hasText: /^\d[\d,]*\.\d{2} USD$/ }).waitFor(WAIT);
  notedPrices.set(this, ((await price.textContent()) ?? '').replace(/[^\d.]/g, ''));
});

Then('the app asked to sell at the noted price', async function (this: ScenarioWorld) {
  const sells = async () =>
    (await this.control.traffic(this.worldId))
      .filter((entry) => entry.direction === 'in')
      .map((entry) => entry.message as Record<string, unknown>)
      .filter((message) => message.sell === lastBought(this));
  await eventually(async () => assert.equal((await sells()).length, 1, 'no sell request'));
  const [sell] = await sells();
  assert.equal(Number(sell?.price).toFixed(2), notedPrices.get(this));
});

Then('the popup does not say the contract was sold', async function (this: ScenarioWorld) {
  await popupOf(this).getByTestId('result').waitFor(WAIT);
  assert.equal(await popupOf(this).getByTestId('sold').count(), 0);
  assert.equal(
    await popupOf(this)
      .getByText(/Sold for/)
      .count(),
    0,
  );
});
