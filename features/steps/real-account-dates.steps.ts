import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { field } from '../support/account-card';
import type { ScenarioWorld } from '../support/world';

Then(
  'the {string} field offers the dates from {string} to {string}',
  async function (this: ScenarioWorld, label: string, first: string, last: string) {
    const input = field(this, label);
    assert.deepEqual([await input.getAttribute('min'), await input.getAttribute('max')], [first, last]);
  },
);
