import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PRICE_WAIT } from '../support/trading-page';
import type { ScenarioWorld } from '../support/world';

When('the browser goes offline', async function (this: ScenarioWorld) {
  await this.context.setOffline(true);
});

When('the browser is online again', async function (this: ScenarioWorld) {
  await this.context.setOffline(false);
});

Then('the price boxes are dimmed and cannot be bought from', async function (this: ScenarioWorld) {
  const boxes = this.page.getByTestId('price-boxes').locator('.price-box');
  await this.page.locator('.price-box--offline').first().waitFor(PRICE_WAIT);
  const count = await boxes.count();
  assert.ok(count > 0, 'no price box shows');
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index);
    assert.match((await box.getAttribute('class')) ?? '', /price-box--offline/, `box ${index} is not dimmed`);
    assert.equal(await box.getByTestId('purchase').isDisabled(), true, `box ${index} can be bought from`);
  }
});

Then('the {string} price box can be bought from', async function (this: ScenarioWorld, position: string) {
  const purchase = this.page.getByTestId(`price-box-${position}`).getByTestId('purchase');
  await this.page.locator(`[data-testid="price-box-${position}"] [data-testid="purchase"]:enabled`).waitFor(PRICE_WAIT);
  assert.equal(await purchase.isEnabled(), true);
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
    const notice = this.page.getByTestId('site-notice');
    await notice.waitFor(PRICE_WAIT);
    assert.equal(await notice.textContent(), text);
    assert.equal(await this.page.getByTestId('price-boxes').count(), 0);
  },
);
