import type { Page } from 'playwright-core';
import { fieldAlert, mainSection } from './page-parts';

/** The money pages by the names the scenarios give them. */
export const MONEY_PATHS: Record<string, string> = {
  'account transfer': '/en/cashier/account_transfer.html',
  'cashier password': '/en/user/security/cashier_passwordws.html',
  'virtual top-up': '/en/cashier/top_up_virtualws.html',
};

/** cashier/account_transfer: its messages, the form with its fee note, and the success view. */
export function accountTransferPage(page: Page) {
  const card = mainSection(page, 'account-transfer');
  const form = card.locator('form.account-transfer__form');
  return {
    card,
    message: card.getByTestId('account-transfer-message'),
    from: form.getByTestId('transfer-from'),
    to: form.getByLabel('Transfer to'),
    amount: form.getByLabel('Amount', { exact: false }),
    range: form.getByTestId('transfer-range'),
    submit: form.getByRole('button', { name: 'Transfer', exact: true }),
    fieldError: (label: string, text: string) => fieldAlert(form, label, text),
    /** The form's error area: the platform's refusal. */
    formError: form.locator('p.form__error'),
    fee: card.getByTestId('transfer-fee'),
    done: card.getByTestId('transfer-done'),
    doneBalances: card.locator('.account-transfer__balance'),
    again: card.getByRole('button', { name: 'Make another transfer' }),
  };
}

/** user/security/cashier_passwordws: the lock or the unlock form, and the message once changed. */
export function cashierPasswordPage(page: Page) {
  const card = mainSection(page, 'cashier-password');
  const form = card.locator('form.cashier-password__form');
  return {
    card,
    form,
    heading: form.getByRole('heading'),
    password: form.getByLabel('Cashier password', { exact: false }),
    repeat: form.getByLabel('Re-enter password', { exact: false }),
    submit: form.getByRole('button'),
    fieldError: (label: string, text: string) => fieldAlert(form, label, text),
    formError: form.locator('p.form__error'),
    done: card.getByTestId('cashier-password-done'),
  };
}

/** cashier/top_up_virtualws: the top-up button and what came of it. */
export function virtualTopUpPage(page: Page) {
  const card = mainSection(page, 'virtual-top-up');
  return {
    card,
    topUp: card.getByRole('button', { name: 'Top up', exact: true }),
    outcome: card.getByTestId('top-up-outcome'),
  };
}
