import type { Page } from 'playwright-core';

/** The contact page, /en/contact.html (binary.com's contact-2.html opens it too). */
export const CONTACT_PATH = '/en/contact.html';

/** The contact page: the ways to reach support, its hours, the live chat and its offline panel; and the site footer. */
export function contactPage(page: Page) {
  const chat = page.getByTestId('offline-chat');
  const footer = page.getByTestId('site-footer');
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Contact us' }),
    emailLink: page.locator('main a[href^="mailto:"]'),
    phoneLines: page.getByTestId('phone-lines').locator('dd'),
    /** The support hours, a "days hours" line each. */
    hours: page.getByTestId('support-hours').locator(':scope > div'),
    chatButton: page.locator('main').getByRole('button', { name: 'Live chat', exact: true }),
    chatUnavailable: page.locator('main').getByText('Live chat is unavailable at the moment.', { exact: true }),
    chat: {
      panel: chat,
      field: (label: string) => chat.getByRole('textbox', { name: label, exact: true }),
      send: chat.getByRole('button', { name: 'Send message' }),
      thanks: chat.getByRole('status'),
    },
    footer: {
      footer,
      links: footer.getByRole('link'),
      link: (name: string) => footer.getByRole('link', { name, exact: true }),
    },
    statusBarChat: page.locator('.shell__status-bar').getByRole('link', { name: 'Live chat', exact: true }),
  };
}
