import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { CONTACT_PATH, contactPage } from '../pages/contact';
import { shell } from '../pages/shell';
import { expectEnabled, expectPage, expectText, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When('I open the contact page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(CONTACT_PATH));
  await contactPage(this.page).heading.waitFor(PAGE_WAIT);
});

When("I follow the status bar's live chat", async function (this: ScenarioWorld) {
  await contactPage(this.page).statusBarChat.click(PAGE_WAIT);
});

When('I choose {string} in the footer', async function (this: ScenarioWorld, name: string) {
  await contactPage(this.page).footer.link(name).click(PAGE_WAIT);
});

When('I open the live chat', async function (this: ScenarioWorld) {
  await contactPage(this.page).chatButton.click(PAGE_WAIT);
});

When(
  'I leave support the message {string} as {string} with {string}',
  async function (this: ScenarioWorld, message: string, name: string, email: string) {
    const { chat } = contactPage(this.page);
    await chat.field('Name').fill(name);
    await chat.field('Email').fill(email);
    await chat.field('Message').fill(message);
    await chat.send.click();
  },
);

Then('I see the contact page', async function (this: ScenarioWorld) {
  await contactPage(this.page).heading.waitFor(PAGE_WAIT);
});

Then('the contact page gives the e-mail address {string}', async function (this: ScenarioWorld, address: string) {
  const link = contactPage(this.page).emailLink;
  await expectText(link, address);
  assert.equal(await link.getAttribute('href'), `mailto:${address}`);
});

Then('the contact page lists {int} phone lines', async function (this: ScenarioWorld, count: number) {
  const lines = contactPage(this.page).phoneLines;
  await expectPage(
    this.page,
    () => lines.count(),
    (found) => found === count,
    (found) => `the contact page lists ${found} phone lines`,
  );
});

Then('the support hours read {string}', async function (this: ScenarioWorld, expected: string) {
  const hours = contactPage(this.page).hours;
  await expectPage(
    this.page,
    async () => (await hours.allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim()).join('; '),
    (shown) => shown === expected,
    (shown) => `the support hours read "${shown}"`,
  );
});

Then('on the contact page the live chat is {string}', async function (this: ScenarioWorld, state: string) {
  const { chatButton, chatUnavailable } = contactPage(this.page);
  const available = state === 'available';
  await expectEnabled(chatButton, available);
  await chatUnavailable.waitFor({ state: available ? 'detached' : 'visible', ...PAGE_WAIT });
});

Then('the live chat says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(contactPage(this.page).chat.thanks, text);
});

Then(
  'support kept the message {string} from {string} with {string}',
  async function (this: ScenarioWorld, message: string, name: string, email: string) {
    const kept = (await this.control.supportMessages(this.worldId)).map((each) => ({
      name: each.name,
      email: each.email,
      message: each.message,
    }));
    assert.deepEqual(kept, [{ name, email, message }]);
  },
);

Then('every link in the footer leads to a page that exists', async function (this: ScenarioWorld) {
  const hrefs = await contactPage(this.page).footer.links.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  assert.ok(hrefs.includes(CONTACT_PATH), `the footer links ${hrefs.join(', ')}`);
  for (const href of new Set(hrefs)) {
    await this.page.goto(this.appUrl(href));
    await this.page.locator('main h1').first().waitFor(PAGE_WAIT);
    assert.equal(await shell(this.page).pageNotFound.count(), 0, `${href} is the page-not-found page`);
  }
});
