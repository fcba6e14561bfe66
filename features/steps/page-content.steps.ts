import { Then } from '@cucumber/cucumber';
import { shell } from '../pages/shell';
import { expectCount, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

Then('the page keeps its content, headed {string}', async function (this: ScenarioWorld, heading: string) {
  await this.page.getByRole('heading', { level: 1, name: heading }).waitFor(PAGE_WAIT);
  await expectCount(shell(this.page).contentError, 0);
});
