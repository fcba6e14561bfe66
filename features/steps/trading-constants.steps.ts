import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { tradingPage } from '../pages/trading';
import { PAGE_WAIT, expectCount, expectPage, expectText, expectValue } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

Given('my screen is {int} px wide', async function (this: ScenarioWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
});

When('I choose the expiry {string}', async function (this: ScenarioWorld, label: string) {
  await tradingPage(this.page).expiry.selectOption({ label });
});

Then('the price boxes shown are {string}', async function (this: ScenarioWorld, positions: string) {
  const { eachPriceBox, stakes } = tradingPage(this.page);
  const expected = positions
    .split(', ')
    .map((position) => `price-box-${position}`)
    .join(', ');
  await stakes.first().waitFor(PAGE_WAIT);
  await expectPage(
    this.page,
    () => eachPriceBox.evaluateAll((all) => all.map((box) => box.getAttribute('data-testid')).join(', ')),
    (shown) => shown === expected,
    (shown) => `the price boxes shown are ${shown}`,
  );
});

Then(
  'the start times offered on {string} run from {string} to {string} every {int} minutes',
  async function (this: ScenarioWorld, day: string, first: string, last: string, step: number) {
    const options = tradingPage(this.page).startTimes;
    await options.nth(1).waitFor({ state: 'attached' });
    const texts = await options.allTextContents();
    const times = texts.filter((text) => text.startsWith(day)).map((text) => text.slice(day.length + 1, -4));
    const minutes = times.map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
    assert.equal(times[0], first);
    assert.equal(times.at(-1), last);
    minutes.slice(1).forEach((minute, index) => assert.equal(minute - minutes[index]!, step, times.join(' ')));
  },
);

Then('the {word} shows no error', async function (this: ScenarioWorld, field: string) {
  const trading = tradingPage(this.page);
  // The field is priced once it is valid: wait for that, then there must be no error under it.
  await trading.stakes.first().waitFor(PAGE_WAIT);
  await expectCount(trading.fieldError(field), 0);
});

Then("the end time is entered with the browser's time input", async function (this: ScenarioWorld) {
  assert.equal(await tradingPage(this.page).endTime.getAttribute('type'), 'time');
});

Then('the end time is entered with a 5-minute time list', async function (this: ScenarioWorld) {
  const input = tradingPage(this.page).endTime;
  assert.equal(await input.getAttribute('type'), 'text');
  const list = this.page.locator(`datalist#${await input.getAttribute('list')} option`);
  const times = await list.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  assert.equal(times.length, 288);
  assert.deepEqual([times[0], times[1], times.at(-1)], ['00:00', '00:05', '23:55']);
});

Then(
  'the contract form {string} is labelled {string}',
  async function (this: ScenarioWorld, form: string, label: string) {
    await expectText(tradingPage(this.page).contractForm(form), label);
  },
);

Then('the trading page is at most {int} px wide', async function (this: ScenarioWorld, width: number) {
  const box = await tradingPage(this.page).region.boundingBox();
  assert.ok(box && box.width <= width, `the trading page is ${box?.width} px wide`);
});

Then('the duration units offered are {string}', async function (this: ScenarioWorld, units: string) {
  const options = tradingPage(this.page).durationUnitOptions;
  await options.first().waitFor({ state: 'attached', ...PAGE_WAIT });
  await expectPage(
    this.page,
    async () => (await options.allTextContents()).join(', '),
    (offered) => offered === units,
    (offered) => `the duration units offered are ${offered}`,
  );
});

Then(
  'the end date can be picked from {string} to {string}',
  async function (this: ScenarioWorld, first: string, last: string) {
    const picker = tradingPage(this.page).durationDate;
    assert.deepEqual([await picker.getAttribute('min'), await picker.getAttribute('max')], [first, last]);
  },
);

When('I pick the end date {string}', async function (this: ScenarioWorld, date: string) {
  await tradingPage(this.page).durationDate.fill(date);
});

Then('the duration reads {string}', async function (this: ScenarioWorld, value: string) {
  await expectValue(tradingPage(this.page).field('duration'), value);
});

Then("every contract form's button fits inside the form menu", async function (this: ScenarioWorld) {
  const overflowing = await tradingPage(this.page).contractForms.evaluate((nav) => {
    const bounds = nav.getBoundingClientRect();
    return [...nav.querySelectorAll('button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return (
          box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5 || button.scrollWidth > button.clientWidth
        );
      })
      .map((button) => button.textContent);
  });
  assert.deepEqual(overflowing, [], `these buttons overflow the menu: ${overflowing.join(', ')}`);
});
