import type { Page } from 'playwright-core';
import { formRow, namedParts } from './page-parts';

/** The security pages by the names the scenarios give them. */
export const SECURITY_PATHS: Readonly<Record<string, string>> = {
  'API token': '/en/user/security/api_tokenws.html',
  'authorised applications': '/en/user/security/authorised_appsws.html',
  'log-in history': '/en/user/security/iphistoryws.html',
  'two-factor authentication': '/en/user/security/two_factor_authentication.html',
};

/**
 * The security pages: API tokens (form and list), authorised applications, log-in history and
 * two-factor authentication, each in the page's main area.
 */
export function securityPage(page: Page) {
  const main = page.locator('main');
  const tokenRows = main.getByTestId('token-row');
  const tokenForm = main.getByTestId('token-form');
  const twoFactorForm = main.getByTestId('two-factor-form');
  return {
    main,
    heading: main.getByRole('heading', { level: 1 }),
    /** Any text of the page, as the client reads it. */
    text: namedParts(main).line,
    tokenForm,
    tokenName: tokenForm.getByRole('textbox', { name: 'Name' }),
    scope: (label: string) => tokenForm.getByRole('checkbox', { name: label, exact: true }),
    createToken: tokenForm.getByRole('button', { name: 'Create' }),
    tokenRows,
    tokenRow: (name: string) => tokenRows.filter({ has: page.locator('td').getByText(name, { exact: true }) }),
    tokenLimit: main.getByTestId('token-limit'),
    confirmPopup: page.getByTestId('confirm-popup'),
    apps: main.getByTestId('authorised-app'),
    app: (name: string) => main.getByTestId('authorised-app').filter({ hasText: name }),
    historyEntries: main.getByTestId('login-history-entry'),
    twoFactorStatus: main.getByTestId('two-factor-status'),
    twoFactorSecret: main.getByTestId('two-factor-secret'),
    twoFactorQr: main.getByTestId('two-factor-qr'),
    twoFactorSuccess: main.getByTestId('two-factor-success'),
    twoFactorStatusError: main.getByTestId('two-factor-status-error'),
    twoFactorForm,
    twoFactorCode: twoFactorForm.getByRole('textbox', { name: 'Authentication code' }),
    /** The row of a form's field labelled `label`, with its error. */
    fieldRow: (label: string) => formRow(main, label),
  };
}
