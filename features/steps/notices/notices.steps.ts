import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Dialog } from 'playwright-core';
import { openLogInCallback } from '../../../e2e/log-in';
import { WORLD_COOKIE } from '../../../simulator/server/world-path';
import { shell } from '../../pages/shell';
import { TRADING_PATH } from '../../pages/trading';
import { jumpBrowserTime, passBrowserTime } from '../../support/browser-time';
import { expectText } from '../../support/expectations';
import type { ScenarioWorld } from '../../support/world';
import { tokenOf } from './notices-context';

type NoticesWorld = ScenarioWorld & { dialogs?: string[] };

async function shot(world: ScenarioWorld, name: string): Promise<void> {
  world.attach(await world.page.screenshot({ path: `reports/screenshots/${name}.png` }), 'image/png');
}

/** Both clocks at the same instant, so times the platform sends and times the browser keeps agree. */
Given('the time is {string}', async function (this: ScenarioWorld, iso: string) {
  const time = new Date(iso);
  await this.control.setClock(this.worldId, Math.floor(time.getTime() / 1000));
  await this.page.clock.install({ time });
});

Given(
  'the next {string} call fails with {string} saying {string}',
  async function (this: ScenarioWorld, call: string, code: string, message: string) {
    await this.control.queueFault(this.worldId, { msg_type: call, error: { code, message } });
  },
);

Given(
  'the next {int} {string} calls fail with {string} saying {string}',
  async function (this: ScenarioWorld, times: number, call: string, code: string, message: string) {
    await this.control.queueFault(this.worldId, { msg_type: call, error: { code, message }, times });
  },
);

When('the platform answers every call again', async function (this: ScenarioWorld) {
  await this.control.clearFaults(this.worldId);
});

Given('the balance of {string} is {int}', async function (this: ScenarioWorld, loginid: string, balance: number) {
  await this.control.patchAccount(this.worldId, loginid, { balance });
});

Given('account {string} has the status {string}', async function (this: ScenarioWorld, loginid: string, flag: string) {
  await this.control.patchAccount(this.worldId, loginid, { status: { set: [flag] } });
});

When('I sign in to account {string}', async function (this: NoticesWorld, loginid: string) {
  this.dialogs = [];
  this.page.on('dialog', (dialog: Dialog) => {
    this.dialogs?.push(dialog.message());
    void dialog.dismiss();
  });
  const accounts = new URLSearchParams({ acct1: loginid, token1: tokenOf(this, loginid), cur1: '' });
  await openLogInCallback(this.page, this.stack.appUrl, accounts);
});

When(
  'I open the trading page with a browser that says it is {string}',
  async function (this: ScenarioWorld, userAgent: string) {
    const browser = this.context.browser();
    if (!browser) throw new Error('no browser');
    await this.context.close();
    this.context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 800 } });
    await this.context.addCookies([{ name: WORLD_COOKIE, value: this.worldId, url: this.stack.appUrl }]);
    this.page = await this.context.newPage();
    await this.page.goto(this.appUrl(TRADING_PATH));
  },
);

When('{int} seconds pass', async function (this: ScenarioWorld, seconds: number) {
  await passBrowserTime(this.page, seconds * 1000);
});

When('{int} minutes pass', async function (this: ScenarioWorld, minutes: number) {
  await jumpBrowserTime(this.page, minutes * 60_000);
});

When('I press {string}', async function (this: ScenarioWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
});

When('I close the account-status banner', async function (this: ScenarioWorld) {
  await shell(this.page).statusBanner.close.click();
});

When('I set the reality-check interval to {string} minutes', async function (this: ScenarioWorld, minutes: string) {
  await shell(this.page).dialog('Reality check').getByRole('textbox').fill(minutes);
});

When('I tick {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByLabel(label).check();
});

Then('the page content reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(shell(this.page).contentError, text);
});

Then('the notice {string} shows', async function (this: ScenarioWorld, text: string) {
  await shell(this.page).siteNotice(text).waitFor();
});

Then('the notice {string} is gone', async function (this: ScenarioWorld, text: string) {
  await shell(this.page).siteNotice(text).waitFor({ state: 'detached' });
});

Then('the browser alerts {string}', async function (this: NoticesWorld, text: string) {
  if (this.dialogs?.length === 0) await this.page.waitForEvent('dialog');
  assert.deepEqual(this.dialogs, [text]);
});

Then('the account-status banner reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(shell(this.page).statusBanner.text, text);
});

Then('the account-status banner is hidden', async function (this: ScenarioWorld) {
  await shell(this.page).statusBanner.banner.waitFor({ state: 'detached' });
});

Then('the {string} popup shows {string}', async function (this: ScenarioWorld, title: string, text: string) {
  await shell(this.page).dialog(title).getByText(text).waitFor();
});

Then('no {string} popup shows', async function (this: ScenarioWorld, title: string) {
  await shell(this.page).dialog(title).waitFor({ state: 'detached' });
});

Then('I take a screenshot {string}', async function (this: ScenarioWorld, name: string) {
  await shot(this, name);
});

Given(
  '{string} limits their sessions to {int} minute(s)',
  function (this: ScenarioWorld, loginid: string, minutes: number) {
    this.world.commit({ type: 'self_exclusion_set', loginid, self_exclusion: { session_duration_limit: minutes } });
  },
);

Then('I am signed in as {string}', async function (this: ScenarioWorld, loginid: string) {
  await this.page.getByText(loginid).first().waitFor();
});

Then('I am signed out', async function (this: ScenarioWorld) {
  await shell(this.page).logIn.waitFor();
});
