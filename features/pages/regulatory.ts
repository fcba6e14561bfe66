import type { Page } from 'playwright-core';

/** The regulatory notice under every page, and the question asked before a third-party site. */
export function regulatoryNotice(page: Page) {
  const notice = page.getByTestId('regulatory-notice');
  return {
    notice,
    riskWarning: page.getByTestId('risk-warning'),
    mfsaMessage: page.getByTestId('mfsa-message'),
    gamstopNotice: page.getByTestId('gamstop-notice'),
    link: (name: string) => notice.getByRole('link', { name, exact: true }),
    redirectQuestion: page.getByRole('dialog', { name: 'Redirect notice' }),
  };
}
