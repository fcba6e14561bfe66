import type { Page } from 'playwright-core';

/** The accounts page: the client's accounts, the accounts they may open and the multi-account form. */
export function accountsPage(page: Page) {
  const existing = page.getByTestId('existing-accounts');
  const newAccounts = page.getByTestId('new-accounts');
  const multiAccount = newAccounts.getByTestId('multi-account');
  return {
    /** The rows of the client's accounts, in the order shown. */
    accountRows: existing.getByTestId('account-row'),
    /** The rows shown dimmed: disabled or excluded accounts. */
    inactiveRows: existing.locator('.accounts-table__row--inactive'),
    note: page.getByTestId('inactive-accounts-note'),
    /** The row of the upgrade the platform allows, with its Create link. */
    upgrade: newAccounts.getByTestId('upgrade-account'),
    upgradeCreate: newAccounts.getByTestId('upgrade-account').getByRole('link', { name: 'Create', exact: true }),
    multiAccount,
    multiAccountCurrency: multiAccount.getByRole('combobox', { name: 'Currency' }),
    multiAccountCreate: multiAccount.getByRole('button', { name: 'Create', exact: true }),
    /** What the multi-account form says under its Create button. */
    multiAccountMessage: multiAccount.getByRole('alert'),
  };
}
