// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_LABELS, siteMenu } from '../../src/app/site-menu';
import { useShellWorld } from './support/shell-harness';

const { renderApp } = useShellWorld();

/** The footer's groups as "heading: link text href, ...". */
function footerGroups(): string[] {
  const nav = within(screen.getByTestId('site-footer')).getByRole('navigation', { name: 'Site links' });
  return within(nav)
    .getAllByRole('heading')
    .map((heading) => {
      const links = within(heading.parentElement!).getAllByRole('link');
      return `${heading.textContent}: ${links.map((link) => `${link.textContent} ${link.getAttribute('href')}`).join(', ')}`;
    });
}

describe('the site footer', { timeout: 30_000 }, () => {
  it("lists the menu's About us and Resources pages from the page table, and the live chat's contact page", async () => {
    renderApp('/en/contact-2.html');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const visitor = { status: 'logged_out', isVirtual: false, currency: '' } as const;
    const expected = siteMenu(visitor)
      .filter(({ section }) => section === 'about' || section === 'resources')
      .map(
        ({ section, items }) =>
          `${SECTION_LABELS[section]}: ${items.map((item) => `${item.label} /en/${item.page}.html`).join(', ')}`,
      );
    await waitFor(() => expect(footerGroups()).toEqual(expected));
    expect(footerGroups().find((group) => group.startsWith('About us:'))).toContain('Contact /en/contact.html');
    const chat = within(screen.getByTestId('site-footer')).getByRole('link', { name: 'Live chat' });
    expect(chat.getAttribute('href')).toBe('/en/contact.html');
  });
});
