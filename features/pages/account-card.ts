import type { Page } from 'playwright-core';
import { formRow, namedParts } from './page-parts';

/**
 * The card the sign-up, welcome, password-recovery, real-account and set-currency pages show in: its
 * fields, by label, and its messages.
 */
export function accountCard(page: Page) {
  const card = page.locator('section.signup');
  const fieldRow = (label: string) => formRow(card, label);
  return {
    card,
    /** The field whose label starts with `label` (a label also holds the field's error). */
    field: (label: string) => card.getByLabel(new RegExp(`^${label}`)),
    /** The row of the field labelled `label`: its label, its input and its error, if any. */
    fieldRow,
    /** An alert or status line of the card that starts as `text` does. */
    message: (text: string) =>
      card
        .locator('[role="alert"], [role="status"]')
        .filter({ hasText: text.slice(0, 30) })
        .first(),
    /** The hint under the password field labelled `label`: how strong the password is. */
    passwordHint: (label: string) => fieldRow(label).getByTestId('password-hint'),
    link: namedParts(card).link,
    button: (name: string) => page.getByRole('button', { name, exact: true }),
  };
}
