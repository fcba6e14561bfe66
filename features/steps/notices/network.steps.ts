import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../../support/world';
import { eventually } from '../../support/eventually';

type ReloadWorld = ScenarioWorld & { droppedAt?: number; reloaded?: Promise<unknown> };

/** The calls the app sent since `since` (world time, ms), by name. */
async function sentSince(world: ScenarioWorld, since: number): Promise<string[]> {
  const traffic = await world.control.traffic(world.worldId, { since });
  return traffic
    .filter((entry) => entry.direction === 'in')
    .map(
      (entry) =>
        (typeof entry.message === 'string' ? JSON.parse(entry.message) : entry.message) as Record<string, unknown>,
    )
    .map((message) =>
      Object.keys(message)
        .filter((key) => !['req_id', 'subscribe', 'passthrough'].includes(key))
        .join(','),
    );
}

Then('the network status is {string}', async function (this: ScenarioWorld, status: string) {
  await this.page.locator(`[data-testid="network-status"][data-status="${status}"]`).waitFor();
});

When('the platform drops every connection', async function (this: ReloadWorld) {
  this.droppedAt = this.world.clock.nowMs();
  assert.ok((await this.control.dropConnections(this.worldId)) >= 1, 'no connection was open');
});

Then('the app subscribes again to {string}', async function (this: ReloadWorld, call: string) {
  await eventually(async () => {
    const sent = await sentSince(this, this.droppedAt ?? 0);
    assert.ok(
      sent.some((fields) => fields.split(',').includes(call)),
      `no ${call} request after the drop: ${sent.join(' ')}`,
    );
  });
});

When(
  'the platform goes {string} saying {string}',
  async function (this: ScenarioWorld, status: string, message: string) {
    await this.control.setSite(this.worldId, { status: status as 'down', message });
  },
);

When('the platform is up again', async function (this: ReloadWorld) {
  this.reloaded = this.page.waitForEvent('load');
  await this.control.setSite(this.worldId, { status: 'up' });
});

Then('the page reloads', async function (this: ReloadWorld) {
  await this.reloaded;
  await this.page.getByTestId('network-status').waitFor();
});

Then('the live chat is {string}', async function (this: ScenarioWorld, state: string) {
  const available = state === 'available' ? 'true' : 'false';
  // In hours the chat leads to the contact page, which shows nothing until that page is built.
  await this.page.locator(`[data-testid="support-chat"][data-available="${available}"]`).waitFor({ state: 'attached' });
  if (available === 'true')
    await this.page.getByText('Live chat is unavailable at the moment.').waitFor({ state: 'detached' });
});

Given('the platform sees visitors from {string}', async function (this: ScenarioWorld, country: string) {
  await this.control.setSite(this.worldId, { status: 'up', clients_country: country });
});
