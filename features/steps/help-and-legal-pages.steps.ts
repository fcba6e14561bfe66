import { Then, When } from '@cucumber/cucumber';
import { MAP_AREAS } from '../../src/features/legal/eu-map';
import { faqPage, legalPage, scrollToTopButton } from '../pages/help-and-legal';
import { expectCount, expectEnabled, expectPage, expectText, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

const listOf = (texts: string[]) => texts.map((text) => text.trim()).join(', ');

Then('the FAQ asks {int} questions, every answer closed', async function (this: ScenarioWorld, count: number) {
  const faq = faqPage(this.page);
  await expectCount(faq.questions, count);
  await expectCount(faq.openQuestions, 0);
});

When('I press the FAQ question {string}', async function (this: ScenarioWorld, question: string) {
  await faqPage(this.page).question(question).click(PAGE_WAIT);
});

When('I tab to the FAQ question {string} and press Enter', async function (this: ScenarioWorld, question: string) {
  const button = faqPage(this.page).question(question);
  // Tab from the question before it, as a keyboard user moves down the list.
  await button.evaluate((element) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.faq__toggle')];
    buttons[buttons.indexOf(element as HTMLButtonElement) - 1]?.focus();
  });
  await this.page.keyboard.press('Tab');
  await expectPage(
    this.page,
    () => this.page.evaluate(() => document.activeElement?.textContent ?? ''),
    (focused) => focused.startsWith(question),
    (focused) => `the focus is on ${JSON.stringify(focused)}, not the question ${question}`,
  );
  await this.page.keyboard.press('Enter');
});

Then('the FAQ answers {string} with {string}', async function (this: ScenarioWorld, question: string, answer: string) {
  await expectText(faqPage(this.page).answer(question), answer);
});

Then('the FAQ answers open are {string}', async function (this: ScenarioWorld, expected: string) {
  const faq = faqPage(this.page);
  await expectPage(
    this.page,
    async () => listOf(await faq.openQuestions.allTextContents()).replace(/[+−]/g, ''),
    (open) => open === expected,
    (open) => `the FAQ answers open are ${JSON.stringify(open)}`,
  );
  await expectCount(
    this.page.locator('.faq [role="region"]:not([hidden])'),
    expected ? expected.split(', ').length : 0,
  );
});

Then('the legal page shows the section {string}', async function (this: ScenarioWorld, title: string) {
  await expectText(legalPage(this.page).sectionHeading, title);
});

Then(
  "the section's {string} button is {word}",
  async function (this: ScenarioWorld, name: string, state: 'enabled' | 'disabled') {
    await expectEnabled(legalPage(this.page).sectionButton(name), state === 'enabled');
  },
);

When('I open the section {string} from the sidebar', async function (this: ScenarioWorld, title: string) {
  await legalPage(this.page).sidebarLink(title).click(PAGE_WAIT);
});

When('I press the sections toggle', async function (this: ScenarioWorld) {
  await legalPage(this.page).sidebarToggle.click(PAGE_WAIT);
});

Then('the sections sidebar is {word}', async function (this: ScenarioWorld, state: 'expanded' | 'collapsed') {
  const { sidebarToggle } = legalPage(this.page);
  await expectPage(
    this.page,
    () => sidebarToggle.getAttribute('aria-expanded', { timeout: 1_000 }).catch(() => null),
    (expanded) => expanded === String(state === 'expanded'),
    (expanded) => `the sections toggle says aria-expanded=${String(expanded)}`,
  );
  await expectCount(this.page.getByRole('navigation', { name: 'Sections' }), state === 'expanded' ? 1 : 0);
});

When('I scroll the page to {int} px from its top', async function (this: ScenarioWorld, y: number) {
  // Scrolled again at each look: the page may still be drawing the content that makes it tall enough.
  await expectPage(
    this.page,
    () =>
      this.page.evaluate((top) => {
        window.scrollTo({ top, behavior: 'instant' });
        return window.scrollY;
      }, y),
    (scrolled) => scrolled === y,
    (scrolled) => `the page is scrolled to ${String(scrolled)} px, not ${y} px (is it tall enough?)`,
  );
  // The scroll event is handled with the next frame: past it, the page has seen where it is.
  await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
});

Then('the scroll-to-top button is {word}', async function (this: ScenarioWorld, state: 'shown' | 'hidden') {
  await expectCount(scrollToTopButton(this.page), state === 'shown' ? 1 : 0);
});

Then('the page is scrolled to its top', async function (this: ScenarioWorld) {
  await expectPage(
    this.page,
    () => this.page.evaluate(() => window.scrollY),
    (scrolled) => scrolled === 0,
    (scrolled) => `the page is still scrolled ${String(scrolled)} px down`,
  );
});

Then(
  "the EU map's {int} country areas are scaled against a width of {int} px to the width it is shown at",
  async function (this: ScenarioWorld, count: number, drawnWidth: number) {
    const legal = legalPage(this.page);
    await expectCount(legal.mapAreas, count);
    const expected = (shown: number) =>
      MAP_AREAS.map(({ box }) => box.map((value) => Math.round((value * shown) / drawnWidth)).join(','));
    await expectPage(
      this.page,
      async () => ({
        shown: await legal.mapImage.evaluate((image: HTMLImageElement) => image.clientWidth),
        coords: await legal.mapAreas.evaluateAll((areas) => areas.map((area) => area.getAttribute('coords'))),
      }),
      ({ shown, coords }) => shown < drawnWidth && JSON.stringify(coords) === JSON.stringify(expected(shown)),
      (found) => `the map is shown ${String(found?.shown)} px wide with the areas ${JSON.stringify(found?.coords)}`,
    );
  },
);

When("I follow the EU map's area for {string}", async function (this: ScenarioWorld, country: string) {
  await legalPage(this.page).mapArea(country).focus(PAGE_WAIT);
  await this.page.keyboard.press('Enter');
});
