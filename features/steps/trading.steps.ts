import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { TRADING_PATH, tradingPage } from '../pages/trading';
import { expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When('I open the trading page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(TRADING_PATH));
});

Then('I see the server time', async function (this: ScenarioWorld) {
  const text = await expectText(tradingPage(this.page).serverTime, /GMT/);
  const shown = Date.parse(text.replace(' GMT', 'Z').replace(' ', 'T'));
  const server = this.world.clock.nowMs();
  assert.ok(
    Math.abs(shown - server) <= 5_000,
    `shown ${new Date(shown).toISOString()}, server ${new Date(server).toISOString()}`,
  );
});
