import type { Locator, Page } from 'playwright-core';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's card: the section of the main area with the given class. */
export const mainSection = (page: Page, className: string): Locator => page.locator(`main section.${className}`);

/** An area's buttons and links by their exact names, and its lines by their exact text. */
export function namedParts(area: Locator) {
  return {
    button: (name: string) => area.getByRole('button', { name, exact: true }),
    link: (name: string) => area.getByRole('link', { name, exact: true }),
    line: (text: string) => area.getByText(text, { exact: true }),
  };
}

/** The form row of `area` labelled `label` (a required field's label ends in an asterisk). */
export function formRow(area: Locator, label: string): Locator {
  return area
    .locator('label.form__row')
    .filter({ has: area.page().locator('.form__label', { hasText: new RegExp(`^${literal(label)}( \\*)?$`) }) });
}

/** The first alert saying `text` in a form row of `area` whose text holds `label`. */
export function fieldAlert(area: Locator, label: string, text: string): Locator {
  return area
    .locator('label.form__row')
    .filter({ hasText: label })
    .getByRole('alert')
    .filter({ hasText: text })
    .first();
}
