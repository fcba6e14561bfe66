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
  return {
    group: (name: string) => ({
      accounts: group(name).locator('tr[data-login]'),
      account: (login: string) => group(name).locator(`tr[data-login="${login}"]`),
      line: (text: string) => group(name).getByText(text),
    }),
    account: (login: string) => ({
      row: accountRow(login),
      open: (kind: Mt5Transfer) => accountRow(login).getByRole('button', { name: kind }),
      topUp: accountRow(login).getByRole('button', { name: 'Top up' }),
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
