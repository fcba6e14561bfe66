import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { openCountingLoads } from '../support/page-loads';
import { requestsSent } from '../support/sent-frames';
import type { ScenarioWorld } from '../support/world';
import { passBrowserTime } from '../support/browser-time';

type MultiBarrierWorld = ScenarioWorld & { notedRows?: number; notedAt?: number; notedRequests?: number };

/** Prices come after symbols, contracts and the first proposal_array reply. */
const PRICES = { timeout: 15_000 };

const priceButtons = (world: ScenarioWorld) => world.page.getByTestId('price-button');

async function enabledPriceButtons(world: ScenarioWorld): Promise<number> {
  let enabled = 0;
  for (const button of await priceButtons(world).all()) if (await button.isEnabled()) enabled += 1;
  return enabled;
}

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
    const arrived = Number(await this.page.locator('.mb-page').getAttribute('data-contracts-at'));
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
  await openCountingLoads(this, '/en/multi_barriers_trading.html');
});

When('I choose the category {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByTestId('mb-category').selectOption({ label });
});

When('I choose the trading period {string}', async function (this: ScenarioWorld, duration: string) {
  const select = this.page.getByTestId('mb-period');
  const value = await select.locator(`option[data-duration="${duration}"]`).first().getAttribute('value');
  assert.ok(value, `no ${duration} period is offered`);
  await select.selectOption(value);
});

When('I choose the forex underlying {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByTestId('mb-underlying').selectOption({ label });
});

When('I open the payout list', async function (this: ScenarioWorld) {
  await this.page.getByTestId('payout').click();
});

When('I press {string} in the payout list', async function (this: ScenarioWorld, name: string) {
  await this.page.getByTestId('payout-list').getByRole('button', { name, exact: true }).click();
});

When('I type {string} as the payout', async function (this: ScenarioWorld, text: string) {
  await this.page.getByTestId('payout-amount').fill(text);
});

When('I buy the first price that can be bought', async function (this: ScenarioWorld) {
  await this.page.locator('[data-testid="price-button"]:enabled').first().click(PRICES);
});

When('I note the price rows', async function (this: MultiBarrierWorld) {
  await this.page.getByTestId('ask-price').filter({ hasText: /\d/ }).first().waitFor(PRICES);
  this.notedRows = await this.page.getByTestId('price-row').count();
  this.notedAt = this.world.clock.nowMs();
});

Then('I see price rows with a price button per contract type', async function (this: ScenarioWorld) {
  await this.page
    .getByTestId('ask-price')
    .filter({ hasText: /\d+\.\d{2} USD/ })
    .first()
    .waitFor(PRICES);
  const columns = (await this.page.getByTestId('price-table').locator('thead th').count()) - 1;
  assert.ok(columns >= 1, 'the price table has no period column');
  for (const row of await this.page.getByTestId('price-row').all()) {
    assert.equal(await row.getByTestId('price-button').count(), columns);
  }
});

Then('the payout reads {string}', async function (this: ScenarioWorld, shown: string) {
  assert.equal(await this.page.getByTestId('payout-shown').textContent(), shown);
});

Then('the prices are asked for a payout of {int}', async function (this: ScenarioWorld, amount: number) {
  await this.page.getByTestId('ask-price').filter({ hasText: /\d/ }).first().waitFor(PRICES);
  const asked = (await requests(this)).filter((message) => message.proposal_array !== undefined).at(-1);
  assert.equal(asked?.amount, amount);
});

Then(
  'the chart shows {int}-second points as a {word} series',
  async function (this: ScenarioWorld, granularity: number, series: string) {
    const chart = this.page.getByTestId('chart');
    await chart.waitFor(PRICES);
    assert.equal(await chart.getAttribute('data-granularity'), String(granularity));
    assert.equal(await chart.getAttribute('data-series'), series);
  },
);

Then('the remaining time is shown in the alert style', async function (this: ScenarioWorld) {
  await this.page.locator('[data-testid="remaining-time"][data-alert="true"]').waitFor();
});

Then('the remaining time is shown in the normal style', async function (this: ScenarioWorld) {
  await this.page.locator('[data-testid="remaining-time"][data-alert="false"]').waitFor(PRICES);
});

Then('the remaining time counts down within {int} ms', async function (this: ScenarioWorld, ms: number) {
  const value = this.page.getByTestId('remaining-time').locator('.mb-remaining__value');
  const before = await value.textContent();
  await passBrowserTime(this.page, ms);
  await this.page.waitForFunction(
    (shown) => document.querySelector('[data-testid="remaining-time"] .mb-remaining__value')?.textContent !== shown,
    before,
    { timeout: 2_000 },
  );
});

Then('some price buttons can be pressed', async function (this: ScenarioWorld) {
  await this.page.locator('[data-testid="price-button"]:enabled').first().waitFor(PRICES);
});

Then('no price button can be pressed', async function (this: ScenarioWorld) {
  await priceButtons(this).first().waitFor(PRICES);
  await this.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="price-button"]:enabled').length === 0,
    undefined,
    { timeout: 5_000 },
  );
  assert.equal(await enabledPriceButtons(this), 0);
});

Then('the trading period ending at {string} is chosen', async function (this: ScenarioWorld, time: string) {
  const select = this.page.getByTestId('mb-period');
  await this.page.waitForFunction(
    (ending) => {
      const element = document.querySelector<HTMLSelectElement>('[data-testid="mb-period"]');
      return element?.selectedOptions[0]?.textContent?.includes(ending) ?? false;
    },
    time,
    PRICES,
  );
  assert.match((await select.locator('option:checked').textContent()) ?? '', new RegExp(time));
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
  await this.page.getByTestId('price-table').waitFor(PRICES);
  assert.ok((await contractsAsked(this, symbol)) > 0, `no contracts_for ${symbol} was asked for`);
});

Then('the prices are asked for {string}', async function (this: ScenarioWorld, symbol: string) {
  await this.page.getByTestId('ask-price').filter({ hasText: /\d/ }).first().waitFor(PRICES);
  const asked = (await requests(this)).filter((message) => message.proposal_array !== undefined).at(-1);
  assert.equal(asked?.symbol, symbol);
});

Then('the page tells me {string}', async function (this: ScenarioWorld, text: string) {
  const line = this.page.getByText(text, { exact: true });
  await line.waitFor(PRICES);
});

Then('the multi-barrier form, price table and chart are hidden', async function (this: ScenarioWorld) {
  for (const id of ['mb-form', 'price-table', 'chart', 'mb-underlying', 'mb-period']) {
    assert.equal(await this.page.getByTestId(id).count(), 0, `${id} is shown`);
  }
});

Then('I see the multi-barrier form again', async function (this: ScenarioWorld) {
  await this.page.getByTestId('mb-form').waitFor(PRICES);
  await this.page.getByTestId('price-table').waitFor(PRICES);
  assert.equal(await this.page.getByTestId('market-closed').count(), 0);
});

Then('no price row is shown', async function (this: ScenarioWorld) {
  assert.equal(await this.page.getByTestId('price-row').count(), 0);
});

Then('fewer price rows are shown than noted', async function (this: MultiBarrierWorld) {
  const noted = this.notedRows ?? 0;
  await this.page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="price-row"]').length < count,
    noted,
    PRICES,
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
    const error = this.page.getByTestId('proposal-error');
    await error.waitFor(PRICES);
    assert.equal((await error.textContent())?.trim(), message);
    assert.equal(await error.getByRole('button').count(), 0);
  },
);

Then('no price error is shown', async function (this: ScenarioWorld) {
  await this.page.getByTestId('ask-price').filter({ hasText: /\d/ }).first().waitFor(PRICES);
  assert.equal(await this.page.getByTestId('proposal-error').count(), 0);
});

Then('I see the contracts error {string}', async function (this: ScenarioWorld, text: string) {
  const error = this.page.getByTestId('contracts-error');
  await error.waitFor(PRICES);
  assert.equal((await error.textContent())?.trim(), text);
});

Then('no trading period can be chosen and no price table is shown', async function (this: ScenarioWorld) {
  assert.equal(await this.page.getByTestId('mb-period').count(), 0);
  assert.equal(await this.page.getByTestId('price-table').count(), 0);
});

Then('the payout list shows the error {string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.page.getByTestId('payout-error').textContent(), message);
  const ok = this.page.getByTestId('payout-list').getByRole('button', { name: 'OK', exact: true });
  assert.equal(await ok.isDisabled(), true);
});

Then('the payout list is closed', async function (this: ScenarioWorld) {
  assert.equal(await this.page.getByTestId('payout-list').count(), 0);
});

Then('I am asked to log in', async function (this: ScenarioWorld) {
  const notice = this.page.getByTestId('purchase-notice');
  await notice.waitFor();
  assert.match((await notice.textContent()) ?? '', /^Please log in/);
});

Then('the analysis tabs are {string}', async function (this: ScenarioWorld, names: string) {
  const tabs = this.page.getByTestId('analysis').getByRole('tab');
  await tabs.first().waitFor(PRICES);
  assert.deepEqual(await tabs.allTextContents(), names.split(', '));
});
