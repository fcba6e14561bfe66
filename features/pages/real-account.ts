import type { Page } from 'playwright-core';
import { accountCard } from './account-card';

/** The real-account form and the set-currency page after it. */
export function realAccountPage(page: Page) {
  const { card } = accountCard(page);
  const confirmCurrency = page.getByRole('dialog', { name: 'Confirm your currency' });
  return {
    residence: card.getByTestId('residence'),
    openAccount: page.getByRole('button', { name: 'Open account', exact: true }),
    currency: (code: string) => card.getByLabel(code, { exact: true }),
    setCurrency: page.getByRole('button', { name: 'Set currency', exact: true }),
    confirmCurrency: confirmCurrency.getByRole('button', { name: 'Confirm', exact: true }),
  };
}
