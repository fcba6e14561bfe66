import type { Page } from 'playwright-core';

/** The MT5 page, /en/user/metatrader.html: the MT5 accounts by group, and transfers to and from them. */
export const MT5_PATH = '/en/user/metatrader.html';

export type Mt5Transfer = 'Deposit' | 'Withdrawal';

export function mt5Page(page: Page) {
  const accountRow = (login: string) => page.locator(`tr[data-login="${login}"]`);
  const group = (name: string) => page.getByRole('region', { name, exact: true });
  const transferForm = (kind: Mt5Transfer) => {
    const form = page.getByRole('form', { name: kind });
    return {
      form,
      amount: form.getByLabel(/^Amount/),
      mainPassword: form.getByLabel(/^Main password/),
      send: form.getByRole('button', { name: kind }),
      alert: (text: string) => form.getByRole('alert').filter({ hasText: text }).first(),
    };
  };
  const chooser = page.getByRole('group', { name: 'New account' });
  /** The MT5 form open on the page: a new account's details, a password change or reset. */
  const openForm = page.locator('form.mt5__form');
  return {
    /** The page's buttons by their words: New account, Next, Back. */
    button: (name: string) => page.locator('.mt5').getByRole('button', { name, exact: true }).first(),
    chooser: {
      money: (name: string) => chooser.getByRole('radio', { name, exact: true }),
      kind: (name: string) => chooser.getByRole('radio', { name: new RegExp(`^${name}`) }),
      kindLine: (name: string) => chooser.locator('label').filter({ hasText: name }),
      cnmvWarning: page.getByTestId('cnmv-warning'),
    },
    upgradeMessages: page.getByTestId('mt5-upgrade'),
    openForm: {
      form: openForm,
      field: (label: string) => openForm.getByLabel(new RegExp(`^${label}`)).first(),
      send: openForm.locator('button[type="submit"]'),
      alert: (text: string) => openForm.getByRole('alert').filter({ hasText: text }).first(),
      text: (text: string) => openForm.getByText(text).first(),
    },
    /** What the page says in its own place (a refused reset token). */
    alert: (text: string) => page.locator('.mt5').getByRole('alert').filter({ hasText: text }).first(),
    group: (name: string) => ({
      accounts: group(name).locator('tr[data-login]'),
      account: (login: string) => group(name).locator(`tr[data-login="${login}"]`),
      line: (text: string) => group(name).getByText(text),
    }),
    account: (login: string) => ({
      row: accountRow(login),
      open: (kind: Mt5Transfer) => accountRow(login).getByRole('button', { name: kind }),
      topUp: accountRow(login).getByRole('button', { name: 'Top up' }),
      action: (name: string) => accountRow(login).getByRole('button', { name, exact: true }),
    }),
    transferForm,
    /** The confirmation of a transfer that starts as `text` does. */
    confirmation: (text: string) =>
      page
        .getByRole('status')
        .filter({ hasText: text.slice(0, 30) })
        .first(),
  };
}
