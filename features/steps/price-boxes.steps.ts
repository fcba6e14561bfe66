import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PRICE_WAIT } from '../support/trading-page';
import type { ScenarioWorld } from '../support/world';

const box = (world: ScenarioWorld, position: string) => world.page.getByTestId(`price-box-${position}`);

When(
  'the spot of {string} falls by {int} percent',
  async function (this: ScenarioWorld, symbol: string, percent: number) {
    const quote = this.page.getByTestId('spot').locator('.spot__quote');
    await quote.waitFor(PRICE_WAIT);
    const spot = Number((await quote.textContent()) ?? '');
    assert.ok(Number.isFinite(spot) && spot > 0, `no spot to move: ${spot}`);
    await this.control.setSpot(this.worldId, symbol, Math.round(spot * (100 - percent)) / 100);
  },
);

Then(
  'the {string} price box marks its payout as moved {string}',
  async function (this: ScenarioWorld, position: string, direction: string) {
    const mark = box(this, position).getByRole('img', { name: `Price ${direction}` });
    await mark.waitFor(PRICE_WAIT);
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
    const why = box(this, position).getByTestId('no-price');
    await why.waitFor(PRICE_WAIT);
    assert.equal(await why.textContent(), text);
  },
);

Then(
  'the {string} price box no longer says why it has no price',
  async function (this: ScenarioWorld, position: string) {
    assert.equal(await box(this, position).getByTestId('no-price').count(), 0);
  },
);
