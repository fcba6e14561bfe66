import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { shell } from '../pages/shell';
import { PROFILE_PATHS, profilePage, type ProfilePageName } from '../pages/profile';
import { tradingPage } from '../pages/trading';
import { passBrowserTime } from '../support/browser-time';
import { expectCount, expectPage, PAGE_WAIT } from '../support/expectations';
import { framesSoFar, requestsSince, untilFrames } from '../support/socket-frames';
import type { ScenarioWorld } from '../support/world';

type ProfileWorld = ScenarioWorld & { profileMark?: number };

function pageNamed(name: string): ProfilePageName {
  if (!Object.hasOwn(PROFILE_PATHS, name)) throw new Error(`no profile page is called "${name}"`);
  return name as ProfilePageName;
}

/** The requests of `call` sent since the scenario's mark. */
function sent(world: ProfileWorld, call: string): Record<string, unknown>[] {
  return requestsSince(world.page, world.profileMark ?? 0).filter((request) => request[call] !== undefined);
}

When('I open the profile page {string}', async function (this: ProfileWorld, name: string) {
  await this.page.goto(this.appUrl(PROFILE_PATHS[pageNamed(name)]));
});

When(
  'I answer every question of the financial assessment with its option {int}',
  async function (this: ProfileWorld, option: number) {
    const questions = profilePage(this.page).questions;
    await questions.first().waitFor(PAGE_WAIT);
    // Option 0 is 'Please select'.
    for (const question of await questions.all()) await question.selectOption({ index: option });
    this.profileMark = framesSoFar(this.page);
  },
);

When('I keep the reality check at its usual interval', async function (this: ScenarioWorld) {
  const dialog = shell(this.page).dialog('Reality check');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
});

When('I type the token {string}', async function (this: ProfileWorld, token: string) {
  await profilePage(this.page).tokenField.fill(token);
});

When('I note the requests sent so far', function (this: ProfileWorld) {
  this.profileMark = framesSoFar(this.page);
});

When('{int} ms pass', async function (this: ScenarioWorld, ms: number) {
  await passBrowserTime(this.page, ms);
});

When('I follow the link in the account-status banner', async function (this: ScenarioWorld) {
  await shell(this.page).statusBanner.text.getByRole('link').click();
});

When(
  "I follow the {string} price box's link to the professional-client page",
  async function (this: ScenarioWorld, position: string) {
    await tradingPage(this.page).priceBox(position).professionalLink.click();
  },
);

Then('the profile page says {string}', async function (this: ScenarioWorld, text: string) {
  await profilePage(this.page).message(text).waitFor(PAGE_WAIT);
});

Then(
  'every one of the {int} questions says {string}',
  async function (this: ScenarioWorld, count: number, text: string) {
    const page = profilePage(this.page);
    await expectCount(page.questions, count);
    await expectCount(page.fieldErrors.filter({ hasText: text }), count);
  },
);

Then('the questions offer {string}', async function (this: ScenarioWorld, option: string) {
  const options = profilePage(this.page).questions.locator('option');
  await options.first().waitFor({ state: 'attached', ...PAGE_WAIT });
  // Amounts keep their currency sign with a no-break space.
  const offered = (await options.allTextContents()).map((text) => text.replace(/\u00a0/g, ' '));
  assert.ok(offered.includes(option), `no question offers "${option}": ${offered.join(', ')}`);
});

Then(
  'the platform was sent {int} answers in {int} sections',
  async function (this: ProfileWorld, answers: number, sections: number) {
    const [request] = await untilFrames(
      this.page,
      () => {
        const requests = sent(this, 'set_financial_assessment');
        return requests.length > 0 ? requests : undefined;
      },
      () => 'no set_financial_assessment request was sent',
    );
    const groups = ['financial_information', 'trading_experience'].map((name) => (request?.[name] ?? {}) as object);
    assert.equal(groups.filter((group) => Object.keys(group).length > 0).length, sections);
    assert.equal(
      groups.reduce((sum, group) => sum + Object.keys(group).length, 0),
      answers,
    );
  },
);

Then('the page sent no {string} request since', async function (this: ProfileWorld, call: string) {
  // The page's answer comes before any request it would send: once it shows, none is on its way.
  assert.deepEqual(sent(this, call), []);
});

Then(
  'the platform was sent {string} with {string} {int}',
  async function (this: ProfileWorld, call: string, field: string, value: number) {
    await untilFrames(
      this.page,
      () => (sent(this, call).some((request) => request[field] === value) ? true : undefined),
      () => `no ${call} request with ${field} ${value} was sent`,
    );
  },
);

Then('the professional-client page reads {string}', async function (this: ScenarioWorld, text: string) {
  await profilePage(this.page).professionalStatus.filter({ hasText: text }).waitFor(PAGE_WAIT);
});

Then('the professional-client page offers no request', async function (this: ScenarioWorld) {
  await profilePage(this.page).professionalStatus.waitFor(PAGE_WAIT);
  await expectCount(this.page.getByRole('button', { name: 'Request professional status' }), 0);
});

Then('the confirmation asks {string}', async function (this: ScenarioWorld, text: string) {
  await profilePage(this.page).confirmation.filter({ hasText: text }).waitFor(PAGE_WAIT);
});

Then('the link to the bot opens {string}', async function (this: ScenarioWorld, address: string) {
  const link = profilePage(this.page).botLink;
  await expectPage(
    this.page,
    () => link.getAttribute('href'),
    (href) => href === address,
    (href) => `the link to the bot opens ${String(href)}`,
  );
});

Then('the terms notice is still shown', async function (this: ScenarioWorld) {
  await profilePage(this.page).termsNotice.waitFor(PAGE_WAIT);
});

Then('the account-status banner no longer reads {string}', async function (this: ScenarioWorld, text: string) {
  const banner = shell(this.page).statusBanner.banner;
  await expectPage(
    this.page,
    async () => ((await banner.count()) > 0 ? await banner.innerText() : ''),
    (shown) => !shown.includes(text),
    (shown) => `the account-status banner still reads "${String(shown)}"`,
  );
});

Then('the profile page shows the field error {string}', async function (this: ScenarioWorld, text: string) {
  await profilePage(this.page).fieldErrors.filter({ hasText: text }).first().waitFor(PAGE_WAIT);
});
