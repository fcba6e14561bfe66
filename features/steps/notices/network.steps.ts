import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { shell } from '../../pages/shell';
import { requestsSince, framesSoFar, untilFrames } from '../../support/socket-frames';
import type { ScenarioWorld } from '../../support/world';

/** droppedAt: where the page's socket frames stood when the platform dropped its connections. */
type ReloadWorld = ScenarioWorld & { droppedAt?: number; reloaded?: Promise<unknown> };

Then('the network status is {string}', async function (this: ScenarioWorld, status: string) {
  await shell(this.page).networkStatusOf(status).waitFor();
});

When('the platform drops every connection', async function (this: ReloadWorld) {
  this.droppedAt = framesSoFar(this.page);
  assert.ok((await this.control.dropConnections(this.worldId)) >= 1, 'no connection was open');
});

Then('the app subscribes again to {string}', async function (this: ReloadWorld, call: string) {
  const sent = () => requestsSince(this.page, this.droppedAt ?? 0);
  await untilFrames(
    this.page,
    () => sent().find((request) => call in request),
    () =>
      `no ${call} request after the drop: ${sent()
        .map((request) => Object.keys(request).join(','))
        .join(' ')}`,
  );
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
  await shell(this.page).networkStatus.waitFor();
});

Then('the live chat is {string}', async function (this: ScenarioWorld, state: string) {
  const available = state === 'available';
  // In hours the chat is a link to the contact page.
  await shell(this.page).supportChat(available).waitFor({ state: 'attached' });
  if (available) await this.page.getByText('Live chat is unavailable at the moment.').waitFor({ state: 'detached' });
});

Given('the platform sees visitors from {string}', async function (this: ScenarioWorld, country: string) {
  await this.control.setSite(this.worldId, { status: 'up', clients_country: country });
});
