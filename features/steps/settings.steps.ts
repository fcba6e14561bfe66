import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  CHANGE_PASSWORD_PATH,
  DETAILS_PATH,
  SELF_EXCLUSION_PATH,
  SETTINGS_PATH,
  settingsPages,
} from '../pages/settings';
import { expectCount, expectPage, expectText, expectValue, PAGE_WAIT } from '../support/expectations';
import { framesSoFar, requestsSince } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

type SettingsWorld = ScenarioWorld & { framesBeforeSave?: number };

const PAGES: Record<string, string> = {
  settings: SETTINGS_PATH,
  'personal details': DETAILS_PATH,
  'change password': CHANGE_PASSWORD_PATH,
  'self-exclusion': SELF_EXCLUSION_PATH,
};

When('I open the {string} page', async function (this: ScenarioWorld, name: string) {
  const path = PAGES[name];
  if (!path) throw new Error(`no settings page is called "${name}"`);
  await this.page.goto(this.appUrl(path));
});

Then('the settings page offers {string}', async function (this: ScenarioWorld, titles: string) {
  const { cards } = settingsPages(this.page);
  await expectPage(
    this.page,
    async () => (await cards.locator('span:first-child').allInnerTexts()).join(', '),
    (offered) => offered === titles,
    (offered) => `the settings page offers "${offered}"`,
  );
});

Then('the card {string} says {string}', async function (this: ScenarioWorld, title: string, text: string) {
  await expectText(settingsPages(this.page).card(title).locator('span:last-child'), text);
});

When('I choose the card {string}', async function (this: ScenarioWorld, title: string) {
  await settingsPages(this.page).card(title).click();
});

When('I set {string} to {string}', async function (this: ScenarioWorld, label: string, value: string) {
  const control = settingsPages(this.page).control(label);
  await control.waitFor(PAGE_WAIT);
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption({ label: value });
  else await control.fill(value);
});

When('I tick the box {string}', async function (this: ScenarioWorld, label: string) {
  await settingsPages(this.page).control(label).check();
});

Then('{string} reads {string}', async function (this: ScenarioWorld, label: string, value: string) {
  await expectValue(settingsPages(this.page).control(label), value);
});

Then('the error beside {string} reads {string}', async function (this: ScenarioWorld, label: string, error: string) {
  await expectText(settingsPages(this.page).error(label), error);
});

Then('{string} can be changed', async function (this: ScenarioWorld, label: string) {
  await settingsPages(this.page).control(label).waitFor(PAGE_WAIT);
});

Then(
  'the detail {string} reads {string} and cannot be changed',
  async function (this: ScenarioWorld, name: string, text: string) {
    const pages = settingsPages(this.page);
    await expectText(pages.details.readOnly(name), text);
  },
);

Then('no field can be changed but the e-mail consent and the residence', async function (this: ScenarioWorld) {
  const form = this.page.locator('main form');
  await form.waitFor(PAGE_WAIT);
  await expectPage(
    this.page,
    async () =>
      (await form.locator('input, select').evaluateAll((controls) => controls.map((each) => each.getAttribute('name'))))
        .sort()
        .join(', '),
    (names) => names === 'email_consent, residence',
    (names) => `the form's fields are ${names}`,
  );
});

When('I save my personal details', async function (this: SettingsWorld) {
  this.framesBeforeSave = framesSoFar(this.page);
  await settingsPages(this.page).details.save.click();
});

Then('the personal details page says {string}', async function (this: ScenarioWorld, message: string) {
  await expectText(settingsPages(this.page).details.message, message);
});

Then('the personal details message is gone', async function (this: ScenarioWorld) {
  await expectCount(settingsPages(this.page).details.message, 0);
});

Then('the personal details page says the details are complete', async function (this: ScenarioWorld) {
  await expectText(settingsPages(this.page).details.complete, 'Your personal details are complete. Continue');
});

Then('only {string} was sent to be saved', async function (this: SettingsWorld, expected: string) {
  const sent = () => requestsSince(this.page, this.framesBeforeSave).filter((request) => 'set_settings' in request);
  const [request] = await expectPage(
    this.page,
    async () => sent(),
    (requests) => requests.length === 1,
    (requests) => `set_settings was sent ${requests?.length ?? 0} times`,
  );
  const fields = Object.keys(request ?? {}).filter((key) => !['set_settings', 'req_id', 'passthrough'].includes(key));
  assert.equal(fields.sort().join(', '), expected);
});

Then('nothing was sent to be saved', async function (this: SettingsWorld) {
  assert.deepEqual(
    requestsSince(this.page, this.framesBeforeSave).filter((request) => 'set_settings' in request),
    [],
  );
});

When(
  'I change my password from {string} to {string} repeated as {string}',
  async function (this: ScenarioWorld, current: string, next: string, repeated: string) {
    const pages = settingsPages(this.page);
    await pages.control('Current password').fill(current);
    await pages.control('New password').fill(next);
    await pages.control('Verify new password').fill(repeated);
    await pages.changePassword.submit.click();
  },
);

Then('the change-password page says {string}', async function (this: ScenarioWorld, text: string) {
  const { done, social, failure } = settingsPages(this.page).changePassword;
  await expectText(done.or(social).or(failure).first(), text);
});

When('I apply the limits', async function (this: ScenarioWorld) {
  await settingsPages(this.page).selfExclusion.apply.click();
});

Then('I am asked to confirm the limits', async function (this: ScenarioWorld) {
  await settingsPages(this.page).selfExclusion.confirmation.waitFor(PAGE_WAIT);
});

Then('the self-exclusion page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(settingsPages(this.page).selfExclusion.message, text);
});

Given(
  'the self-exclusion limits of {string} are:',
  function (this: ScenarioWorld, loginid: string, table: { rowsHash: () => Record<string, string> }) {
    const limits = Object.fromEntries(
      Object.entries(table.rowsHash()).map(([field, value]) => [
        field,
        /^\d+(\.\d+)?$/.test(value) ? Number(value) : value,
      ]),
    );
    this.world.commit({ type: 'self_exclusion_set', loginid, self_exclusion: limits });
  },
);

function heldLimit(world: ScenarioWorld, loginid: string, field: string): string | undefined {
  const limits = world.world.state.accounts.accounts[loginid]?.self_exclusion as Record<string, unknown> | undefined;
  return limits?.[field] === undefined ? undefined : String(limits[field]);
}

Then(
  'the platform holds the self-exclusion limit {string} of {string} at {string}',
  async function (this: ScenarioWorld, field: string, loginid: string, value: string) {
    await expectPage(
      this.page,
      async () => heldLimit(this, loginid, field),
      (held) => held === value,
      (held) => `the platform holds ${field} at ${held}`,
    );
  },
);

Then(
  'the platform holds no self-exclusion limit {string} of {string}',
  function (this: ScenarioWorld, field: string, loginid: string) {
    assert.equal(heldLimit(this, loginid, field), undefined);
  },
);

Given('the residence of {string} is not set', function (this: ScenarioWorld, email: string) {
  const user = Object.values(this.world.state.accounts.users).find((each) => each.email === email);
  if (!user) throw new Error(`no user has the e-mail ${email}`);
  this.world.commit({ type: 'user_updated', user_id: user.user_id, residence: '', settings: {} });
});

Given('the new client is authenticated', async function (this: ScenarioWorld) {
  if (!this.newClient) throw new Error('no new client yet: start with "Given a new real client in <country>"');
  await this.control.patchAccount(this.worldId, this.newClient.loginid, { status: { set: ['authenticated'] } });
});

Then("the new client's first name reads as text and cannot be changed", async function (this: ScenarioWorld) {
  if (!this.newClient) throw new Error('no new client yet: start with "Given a new real client in <country>"');
  const pages = settingsPages(this.page);
  await expectText(pages.details.readOnly('first_name'), this.newClient.person.first_name);
  await expectCount(pages.control('First name'), 0);
});

Then('the error beside {string} reads nothing', async function (this: ScenarioWorld, label: string) {
  await expectCount(settingsPages(this.page).error(label), 0);
});

Given("the platform's clock is {int} hours ahead", async function (this: ScenarioWorld, hours: number) {
  await this.control.setClock(this.worldId, this.world.clock.epoch() + hours * 3600);
});
