// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../../src/app/pages';
import { documentTitle } from '../../src/app/usePageTitle';
import { loadCatalogue } from '../../src/i18n';
import { setLanguage } from '../../src/lib/localize';
import { useAppSimulator } from './support/app-simulator';
import { renderApp } from './support/render-app';

const { socketClient } = useAppSimulator();

beforeEach(() => {
  localStorage.clear();
  document.title = 'Strike — options trading';
});

afterEach(() => setLanguage('EN'));

describe('page titles', () => {
  it.each(Object.entries(BUILT_PAGES))('%s has a title of its own, then the site name', (page, row) => {
    expect(row.title.trim()).not.toBe('');
    expect(documentTitle(page)).toBe(`${row.title} | Strike`);
  });

  it("sets the document title to the shown page's, and to the next page's on navigating", async () => {
    const { router } = renderApp(socketClient(), '/en/trading.html');
    await waitFor(() => expect(document.title).toBe('Trading | Strike'));
    await act(() => router.navigate('/en/user/portfoliows.html'));
    await waitFor(() => expect(document.title).toBe('Portfolio | Strike'));
    await act(() => router.navigate('/en/no_such_page.html'));
    await waitFor(() => expect(document.title).toBe('Page not found | Strike'));
  });

  it("shows the page's title in the page's language", async () => {
    setLanguage('DE', await loadCatalogue('DE'));
    renderApp(socketClient(), '/de/trading.html');
    await waitFor(() => expect(document.title).toBe('Handel | Strike'));
  });
});
