import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { PAGE_WAIT } from '../support/expectations';
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
  assert.equal(await field.inputValue(), text);
});

When('I tab to the {string} {word} and press Enter', async function (this: ScenarioWorld, name: string, kind: string) {
  await tabTo(this, control(this, kind, name), `the ${name} ${kind}`);
  await this.page.keyboard.press('Enter');
});

When(
  "I tab to the {string} price box's Purchase button and press Enter",
  async function (this: ScenarioWorld, position: string) {
    const purchase = this.page.getByTestId(`price-box-${position}`).getByTestId('purchase');
    await tabTo(this, purchase, `Purchase in the ${position} box`);
    await this.page.keyboard.press('Enter');
  },
);

Then('the focused control shows a focus ring', async function (this: ScenarioWorld) {
  const ring = await this.page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return undefined;
    const style = getComputedStyle(focused);
    return { visible: focused.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
  });
  assert.ok(ring, 'nothing has the focus');
  assert.ok(ring.visible, 'the focused control is not :focus-visible');
  assert.notEqual(ring.style, 'none', 'the focused control draws no outline');
  assert.ok(Number.parseFloat(ring.width) >= 2, `the focus ring is ${ring.width} wide`);
});

Then('the contract confirmation has the focus', async function (this: ScenarioWorld) {
  assert.ok(await hasFocus(this.page.getByTestId('confirmation')), 'the confirmation does not have the focus');
});

Then('the {string} {word} has the focus', async function (this: ScenarioWorld, name: string, kind: string) {
  const target = control(this, kind, name);
  await this.page.waitForFunction(
    () => document.activeElement !== document.body && document.activeElement !== null,
    undefined,
    { timeout: 5_000 },
  );
  assert.ok(await hasFocus(target), `the focus is on ${await describeFocus(this)}, not the ${name} ${kind}`);
});

const DIALOGS: Record<string, string> = { 'contract popup': 'contract-popup', 'menu drawer': 'menu-drawer' };

const focusIsIn = (world: ScenarioWorld, dialog: string) =>
  world.page.getByTestId(DIALOGS[dialog] ?? dialog).evaluate((element) => element.contains(document.activeElement));

async function describeFocus(world: ScenarioWorld): Promise<string> {
  return world.page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 40) ?? ''}"` : 'nothing';
  });
}

Then('the focus is in the {word} {word}', async function (this: ScenarioWorld, first: string, second: string) {
  const dialog = `${first} ${second}`;
  await this.page.getByTestId(DIALOGS[dialog] ?? dialog).waitFor(PAGE_WAIT);
  assert.ok(await focusIsIn(this, dialog), `the focus is on ${await describeFocus(this)}, outside the ${dialog}`);
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
          `${key} took the focus to ${await describeFocus(this)}, outside the ${dialog}`,
        );
      }
    }
  },
);
