import type { Page } from 'playwright-core';
import { mainSection, namedParts } from './page-parts';

/** The cashier pages by the names the scenarios give them. */
export const CASHIER_PATHS: Record<string, string> = {
  cashier: '/en/cashier.html',
  'payment methods': '/en/cashier/payment_methods.html',
  deposit: '/en/cashier/forwardws.html?action=deposit',
  withdrawal: '/en/cashier/forwardws.html?action=withdraw',
  'epg deposit': '/en/cashier/epg_forwardws.html?action=deposit',
};

/** The cashier info page, the payment methods and the deposit and withdrawal page with its frame. */
export function cashierPage(page: Page) {
  const card = mainSection(page, 'cashier');
  const frame = card.getByTestId('cashier-frame');
  const { button, link } = namedParts(card);
  return {
    heading: card.getByRole('heading', { level: 1 }),
    /** A message of the page: its errors area, a notice or a block's text. */
    message: (text: string) => card.getByText(text).first(),
    error: card.getByTestId('cashier-error'),
    emailNotice: card.getByTestId('cashier-email-notice'),
    codeBox: card.getByLabel('Verification code', { exact: false }),
    field: (label: string) => card.getByLabel(label, { exact: false }),
    button,
    link,
    block: (name: 'top-up-note' | 'fiat-block' | 'crypto-block' | 'cashier-note' | 'payment-agents-block') =>
      card.getByTestId(name),
    method: (name: string) => card.locator('details.cashier__method').filter({ hasText: name }),
    frame,
    loader: card.locator('.cashier__frame .spinner'),
    /** The simulator's cashier page inside the frame. */
    frameContent: page.frameLocator('main section.cashier iframe[data-testid="cashier-frame"]'),
    bchPopup: page.getByTestId('bch-confirmation'),
    spinner: card.locator('.spinner'),
  };
}
