import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { LIMITS_PATH, limitsPage } from '../pages/limits';
import { shell } from '../pages/shell';
import { expectCount, expectPage, expectText } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

Given('account {string} is not authenticated', async function (this: ScenarioWorld, loginid: string) {
  await this.control.patchAccount(this.worldId, loginid, { status: { clear: ['authenticated'] } });
});

When('I open the limits page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(LIMITS_PATH));
});

Then('the trading limit {string} is {string}', async function (this: ScenarioWorld, item: string, limit: string) {
  await expectText(limitsPage(this.page).tradingLimit(item), limit);
});

Then('the withdrawal limits say:', async function (this: ScenarioWorld, lines: DataTable) {
  const expected = lines.raw().map(([line]) => line);
  await expectPage(
    this.page,
    async () => (await limitsPage(this.page).withdrawalLines.allInnerTexts()).map(normalized),
    (shown) => shown.join('\n') === expected.join('\n'),
    (shown) => `the withdrawal limits say ${JSON.stringify(shown)}`,
  );
});

Then('the limits page says {string}', async function (this: ScenarioWorld, message: string) {
  await expectText(limitsPage(this.page).refusal, message);
});

Then('the limits page shows no titles', async function (this: ScenarioWorld) {
  await expectCount(limitsPage(this.page).headings, 0);
});

Then('the account menu does not offer {string}', async function (this: ScenarioWorld, item: string) {
  await expectPage(
    this.page,
    async () => (await shell(this.page).accountMenuActions.allInnerTexts()).map(normalized),
    (offered) => offered.length > 0 && !offered.includes(item),
    (offered) => `the account menu offers ${JSON.stringify(offered)}`,
  );
});
