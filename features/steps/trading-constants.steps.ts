import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PRICE_WAIT, fieldId } from '../support/trading-page';
import type { ScenarioWorld } from '../support/world';

Given('my screen is {int} px wide', async function (this: ScenarioWorld, width: number) {
  await this.page.setViewportSize({ width, height: 800 });
});

When('I choose the expiry {string}', async function (this: ScenarioWorld, label: string) {
  await this.page.getByTestId('expiry_type').selectOption({ label });
});

Then('the price boxes shown are {string}', async function (this: ScenarioWorld, positions: string) {
  const expected = positions.split(', ').map((position) => `price-box-${position}`);
  const boxes = this.page.getByTestId('price-boxes').locator('[data-testid^="price-box-"]');
  await boxes.first().getByTestId('stake').waitFor(PRICE_WAIT);
  assert.deepEqual(await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('data-testid'))), expected);
});

Then(
  'the start times offered on {string} run from {string} to {string} every {int} minutes',
  async function (this: ScenarioWorld, day: string, first: string, last: string, step: number) {
    const options = this.page.getByTestId('date_start').locator('option');
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
  // The field is priced once it is valid: wait for that, then there must be no error under it.
  await this.page.getByTestId('price-boxes').getByTestId('stake').first().waitFor(PRICE_WAIT);
  assert.equal(await this.page.getByTestId(`error-${fieldId(field)}`).count(), 0);
});

Then("the end time is entered with the browser's time input", async function (this: ScenarioWorld) {
  assert.equal(await this.page.getByTestId('expiry_time').getAttribute('type'), 'time');
});

Then('the end time is entered with a 5-minute time list', async function (this: ScenarioWorld) {
  const input = this.page.getByTestId('expiry_time');
  assert.equal(await input.getAttribute('type'), 'text');
  const list = this.page.locator(`datalist#${await input.getAttribute('list')} option`);
  const times = await list.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  assert.equal(times.length, 288);
  assert.deepEqual([times[0], times[1], times.at(-1)], ['00:00', '00:05', '23:55']);
});

Then(
  'the contract form {string} is labelled {string}',
  async function (this: ScenarioWorld, form: string, label: string) {
    const button = this.page.getByTestId('contract-form-menu').getByRole('button', { name: form, exact: true });
    assert.equal(await button.textContent(), label);
  },
);

Then('the trading page is at most {int} px wide', async function (this: ScenarioWorld, width: number) {
  const box = await this.page.getByRole('region', { name: 'Trading' }).boundingBox();
  assert.ok(box && box.width <= width, `the trading page is ${box?.width} px wide`);
});

Then('the duration units offered are {string}', async function (this: ScenarioWorld, units: string) {
  const options = this.page.getByTestId('duration_units').locator('option');
  await options.first().waitFor({ state: 'attached', ...PRICE_WAIT });
  assert.deepEqual(await options.allTextContents(), units.split(', '));
});

Then(
  'the end date can be picked from {string} to {string}',
  async function (this: ScenarioWorld, first: string, last: string) {
    const picker = this.page.getByTestId('duration_date');
    assert.deepEqual([await picker.getAttribute('min'), await picker.getAttribute('max')], [first, last]);
  },
);

When('I pick the end date {string}', async function (this: ScenarioWorld, date: string) {
  await this.page.getByTestId('duration_date').fill(date);
});

Then('the duration reads {string}', async function (this: ScenarioWorld, value: string) {
  assert.equal(await this.page.getByTestId('duration_amount').inputValue(), value);
});

Then("every contract form's button fits inside the form menu", async function (this: ScenarioWorld) {
  const menu = this.page.getByTestId('contract-form-menu');
  const overflowing = await menu.evaluate((nav) => {
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
