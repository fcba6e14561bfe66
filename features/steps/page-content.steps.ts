import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ScenarioWorld } from '../support/world';

Then('the page keeps its content, headed {string}', async function (this: ScenarioWorld, heading: string) {
  await this.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  assert.equal(await this.page.getByTestId('content-error').count(), 0, 'the page content was replaced');
});
