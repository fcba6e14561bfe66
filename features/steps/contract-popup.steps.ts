import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { demoToken, TraderSocket } from '../../e2e/trader-socket';
import { contractPopup } from '../pages/contract-popup';
import { lastBought } from '../support/bought-contracts';
import { PAGE_WAIT, expectCount, expectPage, expectText } from '../support/expectations';
import { requestsSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

/** The page's requests for a contract, oldest first. */
function contractReads(world: ScenarioWorld, contractId: number): Record<string, unknown>[] {
  return requestsSince(world.page).filter(
    (message) => message.proposal_open_contract === 1 && message.contract_id === contractId,
  );
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
  await expectText(contractPopup(this.page).title, new RegExp(`Contract ${lastBought(this)}$`));
});

Then('the popup says {string}', async function (this: ScenarioWorld, text: string) {
  await contractPopup(this.page).line(text).waitFor(PAGE_WAIT);
});

Then("the popup's {string} reads {string}", async function (this: ScenarioWorld, label: string, value: string) {
  await expectText(contractPopup(this.page).fact(label), new RegExp(`^${value}$`));
});

Then('the popup shows its entry spot but no {string}', async function (this: ScenarioWorld, label: string) {
  const popup = contractPopup(this.page);
  await expectText(popup.fact('Entry spot'), /^\d/);
  await expectCount(popup.fact(label), 0);
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
    const popup = contractPopup(this.page);
    const entry = Number(await popup.fact('Entry spot').textContent());
    assert.ok(Number.isFinite(entry) && spotThen !== undefined, `entry ${entry}, spot then ${spotThen}`);
    const lower = Math.min(entry, spotThen);
    await expectPage(
      this.page,
      async () => Number(await popup.fact(label).textContent()),
      (shown) => shown === lower,
      (shown) => `the popup's ${label} reads ${shown}, not ${lower}`,
    );
  },
);

Then('the popup offers no Sell button', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  await popup.sellArea.waitFor(PAGE_WAIT);
  await expectCount(popup.sell, 0);
});

Then('the popup offers Sell', async function (this: ScenarioWorld) {
  await contractPopup(this.page).sell.waitFor(PAGE_WAIT);
});

Then('the popup tells the result and the end time', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  await expectText(popup.result, /^This contract (won|lost)$/);
  await popup.endTime.waitFor(PAGE_WAIT);
});

Then('the popup read that contract again without a stream', async function (this: ScenarioWorld) {
  const id = lastBought(this);
  const popup = contractPopup(this.page);
  await popup.sell.waitFor(PAGE_WAIT);
  await untilFrames(
    this.page,
    () => contractReads(this, id).find((message) => message.subscribe === undefined),
    () => `no read of contract ${id} without subscribe: ${JSON.stringify(contractReads(this, id))}`,
  );
  await expectCount(popup.sellError, 0);
});

Then('the popup draws a tick chart of the contract', async function (this: ScenarioWorld) {
  await contractPopup(this.page).chartOf('ticks').waitFor(PAGE_WAIT);
});

Then("the popup draws the underlying's recent ticks", async function (this: ScenarioWorld) {
  await contractPopup(this.page).chartOf('underlying').waitFor(PAGE_WAIT);
});

Then('the popup asked for a tick history of {int} ticks', async function (this: ScenarioWorld, count: number) {
  await contractPopup(this.page).chart.waitFor(PAGE_WAIT);
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
  await contractPopup(this.page).chartHolding(count).waitFor(PAGE_WAIT);
});

When('I click outside the popup', async function (this: ScenarioWorld) {
  await contractPopup(this.page).overlay.click({ position: { x: 5, y: 5 } });
});

When('I open the audit page', async function (this: ScenarioWorld) {
  await contractPopup(this.page).auditToggle.click(PAGE_WAIT);
});

Then('the audit marks the entry and the exit spot', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  await popup.audit.waitFor(PAGE_WAIT);
  await popup.auditCell('Entry Spot').waitFor(PAGE_WAIT);
  await popup.auditCell('Exit Spot').waitFor(PAGE_WAIT);
});

Then('the digit tick table lists {int} ticks', async function (this: ScenarioWorld, count: number) {
  const rows = contractPopup(this.page).digitTicks;
  await rows.nth(count - 1).waitFor(PAGE_WAIT);
  await expectCount(rows, count);
});

Then('a new tick row is highlighted, then no longer', async function (this: ScenarioWorld) {
  const highlighted = contractPopup(this.page).newDigitTick;
  await highlighted.waitFor(PAGE_WAIT);
  await highlighted.waitFor({ state: 'detached', timeout: 3_000 });
});

Then('the popup fills the width of the screen', async function (this: ScenarioWorld) {
  const box = await contractPopup(this.page).popup.boundingBox();
  const width = this.page.viewportSize()?.width ?? 0;
  assert.ok(box && Math.round(box.width) === width, `popup ${box?.width} wide on a ${width} px screen`);
});

Then('the popup explains {string}', async function (this: ScenarioWorld, line: string) {
  await contractPopup(this.page).explanation(line).waitFor(PAGE_WAIT);
});

Then('the popup shows the remaining time', async function (this: ScenarioWorld) {
  await expectText(contractPopup(this.page).fact('Remaining time'), /^\d{2}:\d{2}:\d{2}$/);
});

Then('the popup shows the profit or loss with its percentage, in its colour', async function (this: ScenarioWorld) {
  const shown = contractPopup(this.page).profitLoss;
  await expectText(shown, /^-?\d[\d,]*\.\d{2} USD \(-?\d[\d,]*\.\d{2}%\)$/);
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
  const popup = contractPopup(this.page);
  await popup.chartBarrierLabel.waitFor(PAGE_WAIT);
  assert.match((await popup.chart.getAttribute('data-barriers')) ?? '', /^\d+(\.\d+)?$/);
});

const notedPrices = new WeakMap<ScenarioWorld, string>();

When("I note the popup's indicative price", async function (this: ScenarioWorld) {
  const price = await expectText(contractPopup(this.page).fact('Indicative price'), /^\d[\d,]*\.\d{2} USD$/);
  notedPrices.set(this, price.replace(/[^\d.]/g, ''));
});

Then('the app asked to sell at the noted price', async function (this: ScenarioWorld) {
  const sells = () => requestsSince(this.page).filter((message) => message.sell === lastBought(this));
  const sell = await untilFrames(
    this.page,
    () => sells()[0],
    () => 'no sell request',
  );
  assert.equal(sells().length, 1, `${sells().length} sell requests`);
  assert.equal(Number(sell.price).toFixed(2), notedPrices.get(this));
});

Then('the popup does not say the contract was sold', async function (this: ScenarioWorld) {
  const popup = contractPopup(this.page);
  await popup.result.waitFor(PAGE_WAIT);
  await expectCount(popup.sold, 0);
  await expectCount(popup.soldLine, 0);
});
