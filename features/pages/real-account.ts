import type { Page } from 'playwright-core';
import { accountCard } from './account-card';

/** The real and financial account forms, the risk disclaimer, and the set-currency page after them. */
export function realAccountPage(page: Page) {
  const { card } = accountCard(page);
  const confirmCurrency = page.getByRole('dialog', { name: 'Confirm your currency' });
  const checkbox = (name: string) => card.getByRole('checkbox', { name, exact: true });
  return {
    checkbox,
    /** Ticks the terms and the not-PEP boxes every account-opening form asks for. */
    acceptTerms: async () => {
      await checkbox('I have read and accept the terms and conditions.').check();
      await checkbox('I am not a politically exposed person.').check();
    },
    /** The selects of the financial form's financial-information section. */
    financialQuestions: card.getByRole('group', { name: 'Financial information' }).getByRole('combobox'),
    riskDisclaimer: card.getByTestId('risk-disclaimer'),
    acceptRisk: card.getByRole('button', { name: 'I accept the risks', exact: true }),
    residence: card.getByTestId('residence'),
    openAccount: page.getByRole('button', { name: 'Open account', exact: true }),
    currency: (code: string) => card.getByLabel(code, { exact: true }),
    setCurrency: page.getByRole('button', { name: 'Set currency', exact: true }),
    confirmCurrency: confirmCurrency.getByRole('button', { name: 'Confirm', exact: true }),
  };
}
