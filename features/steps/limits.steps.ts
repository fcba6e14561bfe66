import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { expectPage } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

const LIMITS_PAGE = '/en/user/security/limitsws.html';
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

Given('account {string} is not authenticated', async function (this: ScenarioWorld, loginid: string) {
  await this.control.patchAccount(this.worldId, loginid, { status: { clear: ['authenticated'] } });
});

When('I open the limits page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(LIMITS_PAGE));
});

Then('the trading limit {string} is {string}', async function (this: ScenarioWorld, item: string, limit: string) {
  const row = this.page
    .getByTestId('limit-row')
    .filter({ has: this.page.getByRole('rowheader', { name: item, exact: true }) });
  await row.waitFor();
  assert.equal(normalized(await row.locator('td').innerText()), limit);
});

Then('the withdrawal limits say:', async function (this: ScenarioWorld, lines: DataTable) {
  const expected = lines.raw().map(([line]) => line);
  await expectPage(
    this.page,
    async () => (await this.page.getByTestId('withdrawal-line').allInnerTexts()).map(normalized),
    (shown) => shown.join('\n') === expected.join('\n'),
    (shown) => `the withdrawal limits say ${JSON.stringify(shown)}`,
  );
});

Then('the limits page says {string}', async function (this: ScenarioWorld, message: string) {
  const refusal = this.page.getByTestId('limits-refusal');
  await refusal.waitFor();
  assert.equal(normalized(await refusal.innerText()), message);
});

Then('the limits page shows no titles', async function (this: ScenarioWorld) {
  const headings = await this.page.locator('main').getByRole('heading').allInnerTexts();
  assert.deepEqual(headings, []);
});

Then('the account menu does not offer {string}', async function (this: ScenarioWorld, item: string) {
  const items = this.page.locator('[role="menuitem"]:not(.account-switcher__item)');
  await items.last().waitFor();
  assert.ok(!(await items.allInnerTexts()).map(normalized).includes(item), `the account menu offers "${item}"`);
});
