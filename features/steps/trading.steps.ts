import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

When('I open the trading page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl('/en/trading.html'));
});

Then('I see the server time', async function (this: ScenarioWorld) {
  const clock = this.page.getByTestId('server-time').filter({ hasText: 'GMT' });
  await clock.waitFor();
  const shown = Date.parse((await clock.textContent())!.replace(' GMT', 'Z').replace(' ', 'T'));
  const server = this.world.clock.nowMs();
  assert.ok(
    Math.abs(shown - server) <= 5_000,
    `shown ${new Date(shown).toISOString()}, server ${new Date(server).toISOString()}`,
  );
});
