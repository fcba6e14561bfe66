import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { portfolioPage } from '../pages/portfolio';
import { shell } from '../pages/shell';
import { expectPage, PAGE_WAIT } from '../support/expectations';
import { pageDrawn } from '../support/page-visits';
import type { ScenarioWorld } from '../support/world';

async function textsOf(items: Locator): Promise<string> {
  return (await items.allInnerTexts()).map((text) => text.trim()).join(', ');
}

async function pageWidth(world: ScenarioWorld): Promise<number> {
  return world.page.evaluate(() => document.documentElement.scrollWidth);
}

Then('the site menu lists {string}', async function (this: ScenarioWorld, expected: string) {
  const { mainMenu, mainMenuEntries } = shell(this.page);
  await mainMenu.locator('a, button').first().waitFor();
  const sections: string[] = [];
  for (const entry of await mainMenuEntries.all()) {
    const heading = (await entry.innerText()).trim();
    const opener = entry.locator(':scope > button');
    if ((await opener.count()) === 0) {
      sections.push(heading);
      continue;
    }
    await opener.click();
    sections.push(`${heading}: ${await textsOf(entry.getByRole('link'))}`);
    await this.page.keyboard.press('Escape');
  }
  assert.equal(sections.join('; '), expected);
});

When('I open the account menu', async function (this: ScenarioWorld) {
  await shell(this.page).accountSwitcher.opener.click();
});

When('I choose {string} from the open account menu', async function (this: ScenarioWorld, item: string) {
  await shell(this.page).accountMenuItem(item).click();
});

When('I choose {string} in the account menu', async function (this: ScenarioWorld, item: string) {
  const header = shell(this.page);
  await header.accountSwitcher.opener.click();
  await header.accountMenuItem(item).click();
});

Then('the account menu offers {string}', async function (this: ScenarioWorld, expected: string) {
  const items = shell(this.page).accountMenuActions;
  await items.last().waitFor();
  await expectPage(
    this.page,
    () => textsOf(items),
    (offered) => offered === expected,
    (offered) => `the account menu offers ${offered}`,
  );
});

Then('I see the portfolio page', async function (this: ScenarioWorld) {
  await portfolioPage(this.page).heading.waitFor();
});

When('I open the menu', async function (this: ScenarioWorld) {
  await shell(this.page).menuButton.click();
});

When('I drag {int} px rightward from the left edge', async function (this: ScenarioWorld, distance: number) {
  await shell(this.page).menuButton.waitFor();
  // A finger on a phone: touch events from 2 px off the left edge, in steps of 10 px.
  await this.page.evaluate((length) => {
    const [fromX, y] = [2, 400];
    const target = document.elementFromPoint(fromX, y) ?? document.body;
    const moves: [string, number][] = [['touchstart', fromX]];
    for (let moved = 10; moved < length + 10; moved += 10) moves.push(['touchmove', fromX + Math.min(moved, length)]);
    moves.push(['touchend', fromX + length]);
    for (const [type, x] of moves) {
      const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
      const touches = type === 'touchend' ? [] : [touch];
      target.dispatchEvent(new TouchEvent(type, { bubbles: true, touches, changedTouches: [touch] }));
    }
  }, distance);
});

Then('the menu drawer lists {string}', async function (this: ScenarioWorld, expected: string) {
  const { openMenuDrawer, menuDrawerItems: items } = shell(this.page);
  await openMenuDrawer.waitFor();
  await expectPage(
    this.page,
    () => textsOf(items),
    (listed) => listed === expected,
    (listed) => `the menu drawer lists ${listed}`,
  );
});

Then('the menu drawer is open', async function (this: ScenarioWorld) {
  await shell(this.page).openMenuDrawer.waitFor();
});

Then('the menu drawer is closed', async function (this: ScenarioWorld) {
  await shell(this.page).menuDrawer.waitFor({ state: 'detached' });
});

Then('the menu button has the focus', async function (this: ScenarioWorld) {
  const focused = await this.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'Menu');
});

Then('the page is no wider than {int} px', async function (this: ScenarioWorld, limit: number) {
  await pageDrawn(this.page);
  const width = await pageWidth(this);
  assert.ok(width <= limit, `the page is ${width} px wide`);
});

When(
  'I choose {string} under {string} in the site menu',
  async function (this: ScenarioWorld, item: string, section: string) {
    const { mainMenu, mainMenuButton, mainMenuLink } = shell(this.page);
    await mainMenu.locator('a, button').first().waitFor(PAGE_WAIT);
    // A section of one item is that item's link, without a dropdown.
    if ((await mainMenuButton(section).count()) > 0) await mainMenuButton(section).click(PAGE_WAIT);
    await mainMenuLink(item).click(PAGE_WAIT);
  },
);
