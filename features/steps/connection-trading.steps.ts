import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { tradingPage } from '../pages/trading';
import { PAGE_WAIT, expectCount, expectEnabled, expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When('the browser goes offline', async function (this: ScenarioWorld) {
  await this.context.setOffline(true);
});

When('the browser is online again', async function (this: ScenarioWorld) {
  await this.context.setOffline(false);
});

Then('the price boxes are dimmed and cannot be bought from', async function (this: ScenarioWorld) {
  const { drawnPriceBoxes, drawnPriceBox, dimmedPriceBox } = tradingPage(this.page);
  await dimmedPriceBox.first().waitFor(PAGE_WAIT);
  const count = await drawnPriceBoxes.count();
  assert.ok(count > 0, 'no price box shows');
  await expectCount(dimmedPriceBox, count);
  for (let index = 0; index < count; index += 1) {
    await expectEnabled(drawnPriceBox(index).purchase, false);
  }
});

Then('the {string} price box can be bought from', async function (this: ScenarioWorld, position: string) {
  const box = tradingPage(this.page).priceBox(position);
  await box.purchasable.waitFor(PAGE_WAIT);
  await expectEnabled(box.purchase, true);
});

Then('the app asked to buy only once', async function (this: ScenarioWorld) {
  const traffic = await this.control.traffic(this.worldId);
  const buys = traffic.filter((entry) => {
    if (entry.direction !== 'in') return false;
    const message = (typeof entry.message === 'string' ? JSON.parse(entry.message) : entry.message) as object;
    return 'buy' in message;
  });
  assert.equal(buys.length, 1, `${buys.length} buy requests`);
});

Then(
  'the trading page shows the site notice {string} instead of prices',
  async function (this: ScenarioWorld, text: string) {
    const trading = tradingPage(this.page);
    await expectText(trading.siteNotice, text);
    await expectCount(trading.priceBoxes, 0);
  },
);
