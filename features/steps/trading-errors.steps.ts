import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';
import { eventually } from '../support/eventually';

type ReloadWorld = ScenarioWorld & { reloaded?: Promise<unknown> };
type Message = Record<string, unknown>;

/** Prices, ticks and charts arrive after the form's debounce and the platform's first tick. */
const WAIT = { timeout: 15_000 };
const CHART_HISTORY_COUNT = 4999;

/** This world's traffic in order, each message parsed, with its direction. */
async function traffic(world: ScenarioWorld): Promise<{ direction: 'in' | 'out'; message: Message }[]> {
  const entries = await world.control.traffic(world.worldId);
  return entries.map((entry) => ({
    direction: entry.direction,
    message: (typeof entry.message === 'string' ? JSON.parse(entry.message) : entry.message) as Message,
  }));
}

function symbolNamed(world: ScenarioWorld, name: string): string {
  const underlying = world.world.markets.list().find((each) => each.display_name === name);
  if (!underlying) throw new Error(`no underlying is called "${name}"`);
  return underlying.symbol;
}

Given('the market for {string} is closed', async function (this: ScenarioWorld, name: string) {
  await this.control.setMarketStatus(this.worldId, symbolNamed(this, name), 'closed');
});

Given('the platform offers no symbols', async function (this: ScenarioWorld) {
  await this.control.queueFault(this.worldId, { msg_type: 'active_symbols', reply: { active_symbols: [] } });
});

Given('the platform has no tick history for the chart', async function (this: ScenarioWorld) {
  await this.control.queueFault(this.worldId, {
    msg_type: 'ticks_history',
    reply: { history: { prices: [], times: [] }, pip_size: 2 },
  });
});

Given('{string} lives in {string}', async function (this: ScenarioWorld, loginid: string, residence: string) {
  await this.control.patchAccount(this.worldId, loginid, { residence });
});

When('I follow the link to reload the page', async function (this: ReloadWorld) {
  this.reloaded = this.page.waitForEvent('load');
  await this.page.getByTestId('reload-page').first().click();
});

Then('the page loads again with the first underlying chosen', async function (this: ReloadWorld) {
  await this.reloaded;
  const underlying = this.page.getByTestId('underlying');
  await underlying.waitFor(WAIT);
  const first = await underlying.locator('option').first().getAttribute('value');
  await eventually(async () => assert.equal(await underlying.inputValue(), first));
  assert.equal(await this.page.getByTestId('trading-notice').count(), 0);
});

Then('the trading page says {string}', async function (this: ScenarioWorld, text: string) {
  const notice = this.page.getByTestId('trading-notice');
  await notice.waitFor(WAIT);
  assert.equal(await notice.textContent(), text);
});

Then('the spot display shows the error {string}', async function (this: ScenarioWorld, text: string) {
  const spot = this.page.locator('[data-testid="spot"].spot--error');
  await spot.waitFor(WAIT);
  assert.equal(await spot.textContent(), text);
});

Then('the chart says {string}', async function (this: ScenarioWorld, text: string) {
  const error = this.page.getByTestId('chart-error');
  await error.waitFor(WAIT);
  assert.equal(await error.textContent(), text);
});

Then(
  'the {string} price box shows the contract error {string}',
  async function (this: ScenarioWorld, position: string, text: string) {
    const error = this.page.getByTestId(`price-box-${position}`).getByTestId('contract-error');
    // An error of the form before the last change may still show while the new request is answered.
    await error.filter({ hasText: text }).waitFor(WAIT);
    assert.equal(await error.textContent(), text);
  },
);

Then(
  'the {string} price box shows no price and cannot be bought from',
  async function (this: ScenarioWorld, position: string) {
    const box = this.page.getByTestId(`price-box-${position}`);
    for (const field of ['stake', 'payout', 'longcode']) assert.equal(await box.getByTestId(field).count(), 0, field);
    assert.equal(await box.getByTestId('purchase').isDisabled(), true);
  },
);

Then('the {string} price box offers the log-in button', async function (this: ScenarioWorld, position: string) {
  await this.page
    .getByTestId(`price-box-${position}`)
    .getByTestId('purchase-error')
    .getByTestId('login-link')
    .waitFor();
});

Then(
  'the {string} price box offers no link to the professional-client page',
  async function (this: ScenarioWorld, position: string) {
    const box = this.page.getByTestId(`price-box-${position}`);
    await box.getByTestId('purchase-error').waitFor();
    assert.equal(await box.getByTestId('professional-link').count(), 0);
  },
);

Then('the {string} price box shows no purchase error', async function (this: ScenarioWorld, position: string) {
  assert.equal(await this.page.getByTestId(`price-box-${position}`).getByTestId('purchase-error').count(), 0);
});

Then('the price refused as already subscribed is asked for once more and shown', async function (this: ScenarioWorld) {
  let refused: Message | undefined;
  await eventually(async () => {
    const all = await traffic(this);
    const at = all.findIndex(
      ({ direction, message }) =>
        direction === 'out' &&
        message.msg_type === 'proposal' &&
        (message.error as Message | undefined)?.code === 'AlreadySubscribed',
    );
    assert.ok(at >= 0, 'the platform never refused a proposal as already subscribed');
    refused = all[at]?.message.echo_req as Message;
    const again = all
      .slice(at + 1)
      .filter(({ direction, message }) => direction === 'in' && message.proposal === 1)
      .filter(({ message }) => message.contract_type === refused?.contract_type && message.symbol === refused?.symbol);
    assert.equal(again.length, 1, `asked again ${again.length} times`);
  });
  const box = this.page.locator(`[data-contract-type="${String(refused?.contract_type)}"]`);
  await box.getByTestId('stake').waitFor(WAIT);
  assert.equal(await box.getByTestId('contract-error').count(), 0);
});

Then('the chart asks the platform for {string}', async function (this: ScenarioWorld, history: string) {
  await eventually(async () => {
    const asked = (await traffic(this))
      .filter(({ direction, message }) => direction === 'in' && message.count === CHART_HISTORY_COUNT)
      .map(({ message }) =>
        message.style === 'candles' ? `candles of ${String(message.granularity)} s` : String(message.style),
      );
    assert.equal(asked.at(-1), history);
  });
  const granularity = history === 'ticks' ? 'ticks' : history.replace(/\D/g, '');
  await this.page.locator(`[data-testid="chart"][data-granularity="${granularity}"]`).waitFor(WAIT);
});

Given(
  'the platform answers the next {string} call after {int} seconds',
  async function (this: ScenarioWorld, call: string, seconds: number) {
    await this.control.queueFault(this.worldId, { msg_type: call, latency_ms: seconds * 1000 });
  },
);

Then('the spot display shows a price', async function (this: ScenarioWorld) {
  const quote = this.page.getByTestId('spot').locator('.spot__quote');
  await quote.waitFor(WAIT);
  assert.match((await quote.textContent()) ?? '', /^\d+(\.\d+)?$/);
  assert.equal(await this.page.locator('[data-testid="spot"].spot--error').count(), 0);
});

Then('the app has asked for {string}', async function (this: ScenarioWorld, call: string) {
  await eventually(async () => {
    const asked = (await traffic(this)).some(({ direction, message }) => direction === 'in' && call in message);
    assert.ok(asked, `no ${call} request yet`);
  });
});
