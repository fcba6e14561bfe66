import type { Page } from 'playwright-core';

/** The endpoint page, /en/endpoint.html: which app id the app connects with. */
export function endpointPage(page: Page) {
  return { appId: page.getByLabel('App ID'), submit: page.getByRole('button', { name: 'Submit' }) };
}
