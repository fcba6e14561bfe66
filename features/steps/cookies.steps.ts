import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

const DAY_MS = 86_400_000;

Then(
  'the cookie {string} holds {string} for {int} days',
  async function (this: ScenarioWorld, name: string, value: string, days: number) {
    const cookie = (await this.context.cookies()).find((each) => each.name === name);
    assert.ok(cookie, `no cookie ${name}`);
    assert.equal(decodeURIComponent(cookie.value), value);
    const expected = Date.now() + days * DAY_MS;
    assert.ok(Math.abs(cookie.expires * 1000 - expected) < DAY_MS / 2, `expires ${cookie.expires}`);
  },
);

Then('the browser holds no cookie {string}', async function (this: ScenarioWorld, name: string) {
  const names = (await this.context.cookies()).map((cookie) => cookie.name);
  assert.ok(!names.includes(name), `the browser holds the cookies ${names.join(', ')}`);
});
