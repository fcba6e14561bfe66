import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { contractPopup } from '../pages/contract-popup';
import { shell } from '../pages/shell';
import { tradingPage } from '../pages/trading';
import { expectPage, expectValue, PAGE_WAIT } from '../support/expectations';
import type { ScenarioWorld } from '../support/world';

/** More Tab presses than the trading page has stops: a control not reached by then is not reachable. */
const MOST_TABS = 80;

/** A control of the page by its role as the scenario names it and its accessible name. */
function control(world: ScenarioWorld, kind: string, name: string): Locator {
  const exact = { name, exact: true };
  if (kind === 'field') return world.page.getByRole('combobox', exact).or(world.page.getByRole('textbox', exact));
  if (kind === 'contract' || kind === 'button') return world.page.getByRole('button', exact);
  throw new Error(`no control of kind ${kind}`);
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Waits until `target` (`what`) has the focus. */
async function expectFocus(page: Page, target: Locator, what: string): Promise<void> {
  await expectPage(
    page,
    async () => ((await hasFocus(target).catch(() => false)) ? '' : describeFocus(page)),
    (elsewhere) => elsewhere === '',
    (elsewhere) => `the focus is on ${String(elsewhere)}, not ${what}`,
  );
}

/** Presses Tab until `target` has the focus; it must be there and enabled, or Tab would pass it by. */
async function tabTo(world: ScenarioWorld, target: Locator, what: string): Promise<void> {
  await target.and(world.page.locator(':enabled')).waitFor(PAGE_WAIT);
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await hasFocus(target)) return;
    await world.page.keyboard.press('Tab');
  }
  assert.fail(`${what} was not reached in ${MOST_TABS} presses of Tab`);
}

/** Moves a focused select to the option `label` with the arrow keys, as a keyboard user would. */
async function chooseWithArrows(world: ScenarioWorld, select: Locator, label: string): Promise<void> {
  const options = await select.locator('option').allTextContents();
  const wanted = options.findIndex((text) => text.trim() === label);
  assert.ok(wanted >= 0, `no option "${label}" in ${options.join(', ')}`);
  for (let presses = 0; presses < options.length; presses += 1) {
    const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
    if (current === wanted) return;
    await world.page.keyboard.press(current < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  assert.fail(`the arrow keys did not reach "${label}"`);
}

When(
  'I tab to the {string} field and choose {string} with the arrow keys',
  async function (this: ScenarioWorld, name: string, option: string) {
    const field = control(this, 'field', name);
    await tabTo(this, field, `the ${name} field`);
    await chooseWithArrows(this, field, option);
  },
);

When('I tab to the {string} field and type {string}', async function (this: ScenarioWorld, name: string, text: string) {
  const field = control(this, 'field', name);
  await tabTo(this, field, `the ${name} field`);
  await this.page.keyboard.press('ControlOrMeta+A');
  await this.page.keyboard.type(text);
  await expectValue(field, text);
});

When('I tab to the {string} {word} and press Enter', async function (this: ScenarioWorld, name: string, kind: string) {
  await tabTo(this, control(this, kind, name), `the ${name} ${kind}`);
  await this.page.keyboard.press('Enter');
});

When(
  "I tab to the {string} price box's Purchase button and press Enter",
  async function (this: ScenarioWorld, position: string) {
    const { purchase } = tradingPage(this.page).priceBox(position);
    await tabTo(this, purchase, `Purchase in the ${position} box`);
    await this.page.keyboard.press('Enter');
  },
);

Then('the focused control shows a focus ring', async function (this: ScenarioWorld) {
  await expectPage(
    this.page,
    () =>
      this.page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return undefined;
        const style = getComputedStyle(focused);
        return { visible: focused.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
      }),
    (ring) => ring !== undefined && ring.visible && ring.style !== 'none' && Number.parseFloat(ring.width) >= 2,
    (ring) =>
      ring === undefined
        ? 'nothing has the focus'
        : `the focused control ${ring.visible ? 'is' : 'is not'} :focus-visible, its outline is ${ring.style}, ${ring.width} wide`,
  );
});

Then('the contract confirmation has the focus', async function (this: ScenarioWorld) {
  await expectFocus(this.page, tradingPage(this.page).confirmation.panel, 'the contract confirmation');
});

Then('the {string} {word} has the focus', async function (this: ScenarioWorld, name: string, kind: string) {
  await expectFocus(this.page, control(this, kind, name), `the ${name} ${kind}`);
});

/** The dialogs the scenarios keep the focus in, by name. */
function dialogNamed(page: Page, name: string): Locator {
  if (name === 'contract popup') return contractPopup(page).popup;
  if (name === 'menu drawer') return shell(page).menuDrawer;
  throw new Error(`no dialog called ${name}`);
}

const focusIsIn = (world: ScenarioWorld, dialog: string) =>
  dialogNamed(world.page, dialog).evaluate((element) => element.contains(document.activeElement));

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40) ?? ''}"` : 'nothing';
  });
}

Then('the focus is in the {word} {word}', async function (this: ScenarioWorld, first: string, second: string) {
  const dialog = `${first} ${second}`;
  await dialogNamed(this.page, dialog).waitFor(PAGE_WAIT);
  await expectPage(
    this.page,
    async () => ((await focusIsIn(this, dialog).catch(() => false)) ? '' : describeFocus(this.page)),
    (elsewhere) => elsewhere === '',
    (elsewhere) => `the focus is on ${String(elsewhere)}, outside the ${dialog}`,
  );
});

Then(
  'Tab and Shift+Tab keep the focus in the {word} {word}',
  async function (this: ScenarioWorld, first: string, second: string) {
    const dialog = `${first} ${second}`;
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 12; presses += 1) {
        await this.page.keyboard.press(key);
        assert.ok(
          await focusIsIn(this, dialog),
          `${key} took the focus to ${await describeFocus(this.page)}, outside the ${dialog}`,
        );
      }
    }
  },
);
