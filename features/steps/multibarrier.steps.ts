import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { MULTI_BARRIER_PATH, multiBarrierPage } from '../pages/multi-barrier';
import { passBrowserTime } from '../support/browser-time';
import { PAGE_WAIT, expectCount, expectEnabled, expectPage, expectText } from '../support/expectations';
import { openCountingLoads } from '../support/page-loads';
import { requestsSent } from '../support/sent-frames';
import type { ScenarioWorld } from '../support/world';

type MultiBarrierWorld = ScenarioWorld & { notedRows?: number; notedAt?: number; notedRequests?: number };

/** Requests of this scenario's page, as the simulator received them. */
async function requests(world: ScenarioWorld): Promise<Record<string, unknown>[]> {
  const traffic = await world.control.traffic(world.worldId, { limit: 2000 });
  return traffic.filter((entry) => entry.direction === 'in').map((entry) => entry.message as Record<string, unknown>);
}

Given('the platform and the browser clocks read {string}', async function (this: ScenarioWorld, iso: string) {
  const time = new Date(iso);
  await this.control.freezeClock(this.worldId);
  await this.control.setClock(this.worldId, time.getTime() / 1000);
  await this.page.clock.install({ time });
});

When('{int} seconds pass on both clocks', async function (this: ScenarioWorld, seconds: number) {
  await this.control.advanceClock(this.worldId, seconds * 1000);
  await passBrowserTime(this.page, seconds * 1000);
});

When(
  'the browser clock runs to {int} second(s) before {int} seconds after the contracts arrived',
  async function (this: ScenarioWorld, before: number, after: number) {
    const arrived = Number(await multiBarrierPage(this.page).root.getAttribute('data-contracts-at'));
    const now = await this.page.evaluate(() => Date.now());
    await passBrowserTime(this.page, Math.max(0, arrived + (after - before) * 1000 - now));
  },
);

Given('the market {string} is closed', async function (this: ScenarioWorld, symbol: string) {
  await this.control.setMarketStatus(this.worldId, symbol, 'closed');
});

When('the market {string} opens again', async function (this: ScenarioWorld, symbol: string) {
  await this.control.setMarketStatus(this.worldId, symbol, 'open');
});

Given(
  'the spot of {string} goes to {float} and then to {float}',
  async function (this: ScenarioWorld, symbol: string, first: number, second: number) {
    await this.control.setSpot(this.worldId, symbol, first);
    await this.control.advanceClock(this.worldId, 2_000);
    await this.control.setSpot(this.worldId, symbol, second);
  },
);

Given('the spot of {string} goes to {float}', async function (this: ScenarioWorld, symbol: string, quote: number) {
  await this.control.setSpot(this.worldId, symbol, quote);
});

Given('my landing company does not offer forex', async function (this: ScenarioWorld) {
  const loginid = await this.page.evaluate(() => localStorage.getItem('active_loginid'));
  assert.ok(loginid, 'no account is logged in');
  const { landing_company: company } = await this.control.getAccount(this.worldId, loginid);
  const { legal_allowed_markets: markets } = await this.control.landingCompany(this.worldId, company);
  await this.control.setLandingCompany(this.worldId, company, {
    legal_allowed_markets: markets.filter((market) => market !== 'forex'),
  });
});

When('I open the multi-barrier page', async function (this: ScenarioWorld) {
  await openCountingLoads(this, MULTI_BARRIER_PATH);
});

When('I choose the category {string}', async function (this: ScenarioWorld, label: string) {
  await multiBarrierPage(this.page).category.selectOption({ label });
});

When('I choose the trading period {string}', async function (this: ScenarioWorld, duration: string) {
  const { period, periodLasting } = multiBarrierPage(this.page);
  const value = await periodLasting(duration).first().getAttribute('value');
  assert.ok(value, `no ${duration} period is offered`);
  await period.selectOption(value);
});

When('I choose the forex underlying {string}', async function (this: ScenarioWorld, label: string) {
  await multiBarrierPage(this.page).underlying.selectOption({ label });
});

When('I open the payout list', async function (this: ScenarioWorld) {
  await multiBarrierPage(this.page).payout.click();
});

When('I press {string} in the payout list', async function (this: ScenarioWorld, name: string) {
  await multiBarrierPage(this.page).payoutListButton(name).click();
});

When('I type {string} as the payout', async function (this: ScenarioWorld, text: string) {
  await multiBarrierPage(this.page).payoutAmount.fill(text);
});

When('I buy the first price that can be bought', async function (this: ScenarioWorld) {
  await multiBarrierPage(this.page).enabledPriceButtons.first().click(PAGE_WAIT);
});

When('I note the price rows', async function (this: MultiBarrierWorld) {
  const mb = multiBarrierPage(this.page);
  await expectText(mb.askPrices, /\d/);
  this.notedRows = await mb.priceRows.count();
  this.notedAt = this.world.clock.nowMs();
});

Then('I see price rows with a price button per contract type', async function (this: ScenarioWorld) {
  const mb = multiBarrierPage(this.page);
  await mb.askPrices
    .filter({ hasText: /\d+\.\d{2} USD/ })
    .first()
    .waitFor(PAGE_WAIT);
  const columns = (await mb.periodColumns.count()) - 1;
  assert.ok(columns >= 1, 'the price table has no period column');
  const rows = await mb.priceRows.count();
  for (let index = 0; index < rows; index += 1) await expectCount(mb.priceRowButtons(index), columns);
});

Then('the payout reads {string}', async function (this: ScenarioWorld, shown: string) {
  await expectText(multiBarrierPage(this.page).payoutShown, shown);
});

Then('the prices are asked for a payout of {int}', async function (this: ScenarioWorld, amount: number) {
  await expectText(multiBarrierPage(this.page).askPrices, /\d/);
  const asked = (await requests(this)).filter((message) => message.proposal_array !== undefined).at(-1);
  assert.equal(asked?.amount, amount);
});

Then(
  'the chart shows {int}-second points as a {word} series',
  async function (this: ScenarioWorld, granularity: number, series: string) {
    const { chart } = multiBarrierPage(this.page);
    await chart.waitFor(PAGE_WAIT);
    assert.equal(await chart.getAttribute('data-granularity'), String(granularity));
    assert.equal(await chart.getAttribute('data-series'), series);
  },
);

Then('the remaining time is shown in the alert style', async function (this: ScenarioWorld) {
  await multiBarrierPage(this.page).remainingTime.inStyle(true).waitFor();
});

Then('the remaining time is shown in the normal style', async function (this: ScenarioWorld) {
  await multiBarrierPage(this.page).remainingTime.inStyle(false).waitFor(PAGE_WAIT);
});

Then('the remaining time counts down within {int} ms', async function (this: ScenarioWorld, ms: number) {
  const { value } = multiBarrierPage(this.page).remainingTime;
  const before = await value.textContent();
  await passBrowserTime(this.page, ms);
  await expectPage(
    this.page,
    () => value.textContent(),
    (shown) => shown !== before,
    () => `the remaining time still reads ${before}`,
    { timeout: 2_000 },
  );
});

Then('some price buttons can be pressed', async function (this: ScenarioWorld) {
  await multiBarrierPage(this.page).enabledPriceButtons.first().waitFor(PAGE_WAIT);
});

Then('no price button can be pressed', async function (this: ScenarioWorld) {
  const mb = multiBarrierPage(this.page);
  await mb.priceButtons.first().waitFor(PAGE_WAIT);
  await expectCount(mb.enabledPriceButtons, 0, { timeout: 5_000 });
});

Then('the trading period ending at {string} is chosen', async function (this: ScenarioWorld, time: string) {
  await expectText(multiBarrierPage(this.page).chosenPeriod, new RegExp(time));
});

async function contractsAsked(world: ScenarioWorld, symbol: string): Promise<number> {
  const asked = (await requests(world)).filter(
    (message) => message.contracts_for === symbol && message.product_type === 'multi_barrier',
  );
  return asked.length;
}

/** How often the page itself has sent a request for the multi-barrier contracts of `symbol`. */
async function contractsRequestsSent(world: ScenarioWorld, symbol: string): Promise<number> {
  const sent = await requestsSent(world.page);
  return sent.filter((message) => message.contracts_for === symbol && message.product_type === 'multi_barrier').length;
}

When(
  'I note how often the contracts of {string} were asked for',
  async function (this: MultiBarrierWorld, symbol: string) {
    this.notedRequests = await contractsRequestsSent(this, symbol);
  },
);

Then(
  'the contracts of {string} were asked for {int} more time(s)',
  async function (this: MultiBarrierWorld, symbol: string, times: number) {
    assert.equal((await contractsRequestsSent(this, symbol)) - (this.notedRequests ?? 0), times);
  },
);

Then('the contracts of {string} were asked for', async function (this: ScenarioWorld, symbol: string) {
  await multiBarrierPage(this.page).priceTable.waitFor(PAGE_WAIT);
  assert.ok((await contractsAsked(this, symbol)) > 0, `no contracts_for ${symbol} was asked for`);
});

Then('the prices are asked for {string}', async function (this: ScenarioWorld, symbol: string) {
  await expectText(multiBarrierPage(this.page).askPrices, /\d/);
  const asked = (await requests(this)).filter((message) => message.proposal_array !== undefined).at(-1);
  assert.equal(asked?.symbol, symbol);
});

Then('the page tells me {string}', async function (this: ScenarioWorld, text: string) {
  await this.page.getByText(text, { exact: true }).waitFor(PAGE_WAIT);
});

Then('the multi-barrier form, price table and chart are hidden', async function (this: ScenarioWorld) {
  for (const part of multiBarrierPage(this.page).formParts) await expectCount(part, 0);
});

Then('I see the multi-barrier form again', async function (this: ScenarioWorld) {
  const mb = multiBarrierPage(this.page);
  await mb.form.waitFor(PAGE_WAIT);
  await mb.priceTable.waitFor(PAGE_WAIT);
  await expectCount(mb.marketClosed, 0);
});

Then('no price row is shown', async function (this: ScenarioWorld) {
  await expectCount(multiBarrierPage(this.page).priceRows, 0);
});

Then('fewer price rows are shown than noted', async function (this: MultiBarrierWorld) {
  const noted = this.notedRows ?? 0;
  await expectPage(
    this.page,
    () => multiBarrierPage(this.page).priceRows.count(),
    (rows) => rows < noted,
    (rows) => `${rows} price rows are shown, as many as the ${noted} noted or more`,
  );
});

Then('the price stream of the expired barriers was forgotten', async function (this: MultiBarrierWorld) {
  const traffic = await this.control.traffic(this.worldId, { since: this.notedAt, limit: 2000 });
  const forgets = traffic.filter(
    (entry) => entry.direction === 'in' && (entry.message as { forget?: string }).forget !== undefined,
  );
  assert.ok(forgets.length > 0, 'no forget was sent');
});

Then(
  'the price error {string} is shown without a way to close it',
  async function (this: ScenarioWorld, message: string) {
    const error = multiBarrierPage(this.page).priceError;
    await expectText(error, message);
    await expectCount(error.getByRole('button'), 0);
  },
);

Then('no price error is shown', async function (this: ScenarioWorld) {
  const mb = multiBarrierPage(this.page);
  await expectText(mb.askPrices, /\d/);
  await expectCount(mb.priceError, 0);
});

Then('I see the contracts error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(multiBarrierPage(this.page).contractsError, text);
});

Then('no trading period can be chosen and no price table is shown', async function (this: ScenarioWorld) {
  const mb = multiBarrierPage(this.page);
  await expectCount(mb.period, 0);
  await expectCount(mb.priceTable, 0);
});

Then('the payout list shows the error {string}', async function (this: ScenarioWorld, message: string) {
  const mb = multiBarrierPage(this.page);
  await expectText(mb.payoutError, message);
  await expectEnabled(mb.payoutListButton('OK'), false);
});

Then('the payout list is closed', async function (this: ScenarioWorld) {
  await expectCount(multiBarrierPage(this.page).payoutList, 0);
});

Then('I am asked to log in', async function (this: ScenarioWorld) {
  await expectText(multiBarrierPage(this.page).purchaseNotice, /^Please log in/);
});

Then('the analysis tabs are {string}', async function (this: ScenarioWorld, names: string) {
  const tabs = multiBarrierPage(this.page).analysisTabs;
  await tabs.first().waitFor(PAGE_WAIT);
  await expectPage(
    this.page,
    async () => (await tabs.allTextContents()).join(', '),
    (shown) => shown === names,
    (shown) => `the analysis tabs are ${shown}`,
  );
});
