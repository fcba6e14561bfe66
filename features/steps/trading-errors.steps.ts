import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { tradingPage } from '../pages/trading';
import { PAGE_WAIT, expectCount, expectEnabled, expectPage, expectText, expectValue } from '../support/expectations';
import { framesSince, requestsSince, untilFrames, type SocketFrame } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

type ReloadWorld = ScenarioWorld & { reloaded?: Promise<unknown> };
type Message = Record<string, unknown>;

const CHART_HISTORY_COUNT = 4999;

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
  await tradingPage(this.page).reloadLink.click();
});

Then('the page loads again with the first underlying chosen', async function (this: ReloadWorld) {
  await this.reloaded;
  const trading = tradingPage(this.page);
  await trading.underlying.waitFor(PAGE_WAIT);
  const first = await trading.underlying.locator('option').first().getAttribute('value');
  await expectValue(trading.underlying, first ?? '');
  await expectCount(trading.notice, 0);
});

Then('the trading page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(tradingPage(this.page).notice, text);
});

Then('the spot display shows the error {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(tradingPage(this.page).spot.error, text);
});

Then('the chart says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(tradingPage(this.page).chartError, text);
});

Then(
  'the {string} price box shows the contract error {string}',
  async function (this: ScenarioWorld, position: string, text: string) {
    // An error of the form before the last change may still show while the new request is answered.
    await expectText(tradingPage(this.page).priceBox(position).contractError, text);
  },
);

Then(
  'the {string} price box shows no price and cannot be bought from',
  async function (this: ScenarioWorld, position: string) {
    const box = tradingPage(this.page).priceBox(position);
    for (const shown of [box.stake, box.payout, box.terms]) await expectCount(shown, 0);
    await expectEnabled(box.purchase, false);
  },
);

Then('the {string} price box offers the log-in button', async function (this: ScenarioWorld, position: string) {
  await tradingPage(this.page).priceBox(position).logInLink.waitFor();
});

Then(
  'the {string} price box offers the link to the professional-client page',
  async function (this: ScenarioWorld, position: string) {
    const link = tradingPage(this.page).priceBox(position).professionalLink;
    await expectPage(
      this.page,
      () => link.getAttribute('href'),
      (href) => href === '/en/user/settings/professional.html',
      (href) => `the professional-client link leads to ${String(href)}`,
    );
  },
);

Then('the {string} price box shows no purchase error', async function (this: ScenarioWorld, position: string) {
  await expectCount(tradingPage(this.page).priceBox(position).purchaseError, 0);
});

const refusedAsAlreadySubscribed = ({ direction, message }: SocketFrame) =>
  direction === 'received' &&
  message.msg_type === 'proposal' &&
  (message.error as Message | undefined)?.code === 'AlreadySubscribed';

Then('the price refused as already subscribed is asked for once more and shown', async function (this: ScenarioWorld) {
  const frames = () => framesSince(this.page);
  const at = await untilFrames(
    this.page,
    (all) => {
      const index = all.findIndex(refusedAsAlreadySubscribed);
      return index >= 0 ? index : undefined;
    },
    () => 'the platform never refused a proposal as already subscribed',
  );
  const refused = frames()[at]!.message.echo_req as Message;
  const askedAgain = () =>
    requestsSince(this.page, at + 1).filter(
      (request) =>
        request.proposal === 1 && request.contract_type === refused.contract_type && request.symbol === refused.symbol,
    );
  await untilFrames(
    this.page,
    () => askedAgain()[0],
    () => 'the refused price was not asked for again',
  );
  const box = tradingPage(this.page).priceBoxOfContractType(String(refused.contract_type));
  await box.stake.waitFor(PAGE_WAIT);
  assert.equal(askedAgain().length, 1, `asked again ${askedAgain().length} times`);
  await expectCount(box.contractError, 0);
});

Then('the chart asks the platform for {string}', async function (this: ScenarioWorld, history: string) {
  const lastAsked = () =>
    requestsSince(this.page)
      .filter((request) => request.count === CHART_HISTORY_COUNT)
      .map((request) =>
        request.style === 'candles' ? `candles of ${String(request.granularity)} s` : String(request.style),
      )
      .at(-1);
  await untilFrames(
    this.page,
    () => (lastAsked() === history ? history : undefined),
    () => `the chart last asked for ${lastAsked()}`,
  );
  const granularity = history === 'ticks' ? 'ticks' : history.replace(/\D/g, '');
  await tradingPage(this.page).chartOf(granularity).waitFor(PAGE_WAIT);
});

Given(
  'the platform answers the next {string} call after {int} seconds',
  async function (this: ScenarioWorld, call: string, seconds: number) {
    await this.control.queueFault(this.worldId, { msg_type: call, latency_ms: seconds * 1000 });
  },
);

Then('the spot display shows a price', async function (this: ScenarioWorld) {
  const { spot } = tradingPage(this.page);
  await expectText(spot.quote, /^\d+(\.\d+)?$/);
  await expectCount(spot.error, 0);
});

Then('the app has asked for {string}', async function (this: ScenarioWorld, call: string) {
  await untilFrames(
    this.page,
    () => requestsSince(this.page).find((request) => call in request),
    () => `no ${call} request yet`,
  );
});
