import { Then, When } from '@cucumber/cucumber';
import { CAREERS_PATH, careersPages, jobDetailsPath } from '../pages/careers';
import { expectPage, expectText, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

When('I open the careers page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(CAREERS_PATH));
});

When('I open the job details of the department {string}', async function (this: ScenarioWorld, department: string) {
  await this.page.goto(this.appUrl(jobDetailsPath(department)));
});

When('I follow the careers link {string}', async function (this: ScenarioWorld, name: string) {
  await careersPages(this.page).link(name).click(PAGE_WAIT);
});

When('I choose the section {string} in the sidebar', async function (this: ScenarioWorld, name: string) {
  await careersPages(this.page).sidebarLink(name).click(PAGE_WAIT);
});

Then('the careers page is headed {string}', async function (this: ScenarioWorld, heading: string) {
  await expectText(careersPages(this.page).heading, heading);
});

Then('the careers page shows the section {string}', async function (this: ScenarioWorld, heading: string) {
  await expectText(careersPages(this.page).sectionHeading, heading);
});

Then('the careers page lists the offices {string}', async function (this: ScenarioWorld, offices: string) {
  const { offices: names } = careersPages(this.page);
  await expectPage(
    this.page,
    async () => (await names.allInnerTexts()).map((name) => name.trim()).join('; '),
    (listed) => listed === offices,
    (listed) => `the careers page lists the offices "${String(listed)}"`,
  );
});

Then('the careers page says {string}', async function (this: ScenarioWorld, message: string) {
  await expectText(careersPages(this.page).unknownDepartment, message);
});
