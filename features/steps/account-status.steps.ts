import { Given, When } from '@cucumber/cucumber';
import { openLogInCallback } from '../../e2e/log-in';
import type { ScenarioWorld } from '../support/world';
import { tokenOf } from './notices/notices-context';

Given(
  'the personal detail {string} of {string} is {string}',
  async function (this: ScenarioWorld, detail: string, loginid: string, value: string) {
    await this.control.patchAccount(this.worldId, loginid, { settings: { [detail]: value === '' ? null : value } });
  },
);

Given(
  'account {string} no longer has the status {string}',
  async function (this: ScenarioWorld, loginid: string, flag: string) {
    await this.control.patchAccount(this.worldId, loginid, { status: { clear: [flag] } });
  },
);

When(
  'I sign in to account {string} with the log-in token of {string}',
  async function (this: ScenarioWorld, loginid: string, owner: string) {
    const accounts = new URLSearchParams({ acct1: loginid, token1: tokenOf(this, owner), cur1: '' });
    await openLogInCallback(this.page, this.stack.appUrl, accounts);
  },
);
