import type { Page } from 'playwright-core';

/** The settings landing page, /en/user/settingsws.html (the same page at user/securityws.html). */
export const SETTINGS_PATH = '/en/user/settingsws.html';
export const DETAILS_PATH = '/en/user/settings/detailsws.html';
export const CHANGE_PASSWORD_PATH = '/en/user/security/change_passwordws.html';
export const SELF_EXCLUSION_PATH = '/en/user/security/self_exclusionws.html';

/** A form field of the settings pages, found by its label, and the error shown beside it. */
function fields(page: Page) {
  // A required field's label ends in an asterisk.
  const control = (label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  return {
    control,
    error: (label: string) =>
      page
        .locator('.form__row')
        .filter({ has: control(label) })
        .locator('.form__error'),
  };
}

export function settingsPages(page: Page) {
  return {
    ...fields(page),
    cards: page.getByTestId('settings-card'),
    card: (title: string) => page.getByTestId('settings-card').filter({ hasText: title }),
    details: {
      /** A detail the account may not change, shown as text. */
      readOnly: (name: string) => page.getByTestId(`detail-${name}`),
      message: page.getByTestId('details-message'),
      complete: page.getByTestId('details-complete'),
      save: page.getByRole('button', { name: 'Update', exact: true }),
    },
    changePassword: {
      submit: page.locator('form').getByRole('button', { name: 'Change password', exact: true }),
      done: page.getByTestId('change-password-done'),
      social: page.getByTestId('change-password-social'),
      failure: page.locator('form .form__error[role="alert"]').last(),
    },
    selfExclusion: {
      apply: page.getByRole('button', { name: 'Update settings', exact: true }),
      message: page.getByTestId('self-exclusion-message'),
      confirmation: page.getByTestId('self-exclusion-confirmation'),
    },
  };
}
