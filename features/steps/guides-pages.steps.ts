import { When, Then } from '@cucumber/cucumber';
import { guidesPage } from '../pages/guides';
import { shell } from '../pages/shell';
import { expectCount, expectPage, expectText, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When('I open the guide page {string}', async function (this: ScenarioWorld, name: string) {
  await this.page.goto(this.appUrl(guidesPage(this.page).path(name)));
});

When(
  "I choose {string} from the site menu's {string} section",
  async function (this: ScenarioWorld, item: string, section: string) {
    const { mainMenuButton, mainMenuLink } = shell(this.page);
    await mainMenuButton(section).click(PAGE_WAIT);
    await mainMenuLink(item).click(PAGE_WAIT);
  },
);

When('I follow the guide link {string}', async function (this: ScenarioWorld, name: string) {
  await guidesPage(this.page).link(name).click(PAGE_WAIT);
});

When('I go back to the parent page', async function (this: ScenarioWorld) {
  await guidesPage(this.page).parentLink.click(PAGE_WAIT);
});

Then('the guide page is {string}', async function (this: ScenarioWorld, heading: string) {
  await expectText(guidesPage(this.page).heading, heading);
});

Then('the guide page has the sections {string}', async function (this: ScenarioWorld, expected: string) {
  const { sectionHeadings } = guidesPage(this.page);
  await expectPage(
    this.page,
    async () => (await sectionHeadings.allInnerTexts()).map((text) => text.trim()).join(', '),
    (shown) => shown === expected,
    (shown) => `expected the sections "${expected}"; the page shows "${shown}"`,
  );
});

Then('the guide page links to {string}', async function (this: ScenarioWorld, name: string) {
  await expectCount(guidesPage(this.page).link(name), 1);
});

Then('the guide page does not link to {string}', async function (this: ScenarioWorld, name: string) {
  // The page is drawn first, so the link's absence is the page's, not a page still loading.
  await guidesPage(this.page).heading.waitFor(PAGE_WAIT);
  await expectCount(guidesPage(this.page).link(name), 0);
});

Then('the guide page says {string}', async function (this: ScenarioWorld, text: string) {
  await expectText(guidesPage(this.page).notice, text);
});

Then(
  'the contract specifications give {string} the terms {string}',
  async function (this: ScenarioWorld, instrument: string, terms: string) {
    const cells = guidesPage(this.page).specificationCells(instrument);
    await expectPage(
      this.page,
      async () => (await cells.allInnerTexts()).map((text) => text.trim()).join(' | '),
      (shown) => shown === terms,
      (shown) => `expected ${instrument} to have the terms "${terms}"; the table shows "${shown}"`,
    );
  },
);
