import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { tradingPage } from '../pages/trading';
import { PAGE_WAIT, expectCount, expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When(
  'the spot of {string} falls by {int} percent',
  async function (this: ScenarioWorld, symbol: string, percent: number) {
    const spot = Number(await expectText(tradingPage(this.page).spot.quote, /^\d+(\.\d+)?$/));
    assert.ok(Number.isFinite(spot) && spot > 0, `no spot to move: ${spot}`);
    await this.control.setSpot(this.worldId, symbol, Math.round(spot * (100 - percent)) / 100);
  },
);

Then(
  'the {string} price box marks its payout as moved {string}',
  async function (this: ScenarioWorld, position: string, direction: string) {
    const mark = tradingPage(this.page).priceBox(position).moved(direction);
    await mark.waitFor(PAGE_WAIT);
    // The mark sits beside the payout: a fixed stake's price is the payout it buys.
    assert.equal(
      await mark.evaluate((node) => node.parentElement?.querySelector('[data-testid="payout"]') !== null),
      true,
    );
  },
);

Then(
  'the {string} price box says {string} instead of a price',
  async function (this: ScenarioWorld, position: string, text: string) {
    await expectText(tradingPage(this.page).priceBox(position).noPrice, text);
  },
);

Then(
  'the {string} price box no longer says why it has no price',
  async function (this: ScenarioWorld, position: string) {
    await expectCount(tradingPage(this.page).priceBox(position).noPrice, 0);
  },
);
