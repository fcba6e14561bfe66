import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { regulatoryNotice } from '../pages/regulatory';
import { expectText, including } from '../support/expectations';
import { untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

/** A third-party site, as the browser is sent there: a small page of its own, never the real site. */
Given('the website {string} answers', async function (this: ScenarioWorld, origin: string) {
  const body = `<!doctype html><html lang="en"><head><title>${origin}</title></head><body><main><h1>${origin}</h1></main></body></html>`;
  await this.context.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body }));
});

When('I follow the link {string} of the regulatory notice', async function (this: ScenarioWorld, name: string) {
  await regulatoryNotice(this.page).link(name).click();
});

Then('the risk warning reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(regulatoryNotice(this.page).riskWarning, including(text));
});

Then('the MFSA message reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(regulatoryNotice(this.page).mfsaMessage, text);
});

Then('the gamstop notice reads {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(regulatoryNotice(this.page).gamstopNotice, text);
});

/** Once the platform has said where the visitor is (website_status) and the app has drawn it, none shows. */
Then('no regulatory notice shows', async function (this: ScenarioWorld) {
  await untilFrames(
    this.page,
    (frames) => frames.find((frame) => frame.direction === 'received' && frame.message.msg_type === 'website_status'),
    () => 'no website_status reply came',
  );
  await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await regulatoryNotice(this.page).notice.count(), 0, 'a regulatory notice shows');
});

Then('I am asked {string}', async function (this: ScenarioWorld, question: string) {
  await expectText(regulatoryNotice(this.page).redirectQuestion.locator('p'), question);
});

Then('the risk warning does not show', async function (this: ScenarioWorld) {
  assert.equal(await regulatoryNotice(this.page).riskWarning.count(), 0, 'the risk warning shows');
});

Then('the browser shows {string}', async function (this: ScenarioWorld, address: string) {
  await this.page.waitForURL(address);
});

/** A cookie the app sets to last until 2037: the browser keeps it as long as it keeps any (Chromium: 400 days). */
Then(
  'the cookie {string} holds {string} for at least {int} days',
  async function (this: ScenarioWorld, name: string, value: string, days: number) {
    const cookie = (await this.context.cookies()).find((each) => each.name === name);
    assert.ok(cookie, `no cookie ${name}`);
    assert.equal(decodeURIComponent(cookie.value), value);
    assert.ok(cookie.expires * 1000 >= Date.now() + days * 86_400_000, `expires ${cookie.expires}`);
  },
);
