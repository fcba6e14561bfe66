// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuiltPage } from '../../src/app/pages';
import { ContentPage } from '../../src/features/guides/ContentPage';
import { CONTENT_PAGE_NAMES, pageContent, type ContentPageName } from '../../src/features/guides/content';
import { EconomicCalendar } from '../../src/features/guides/EconomicCalendar';
import { withheldOffers } from '../../src/features/guides/offers';
import { PagesProvider } from '../../src/ui/page-links';

afterEach(cleanup);

interface Where {
  /** The pages that exist (the page table's by default). */
  hasPage?: (page: string) => boolean;
  /** The pages the visitor may open (none by default). */
  mayOpen?: (page: string) => boolean;
  /** The address the page is opened at. */
  at?: string;
}

function renderPage(node: ReactNode, { hasPage = isBuiltPage, mayOpen, at = '/en/page.html' }: Where = {}) {
  return render(
    <PagesProvider hasPage={hasPage} mayOpen={mayOpen}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path=":lang/*" element={node} />
        </Routes>
      </MemoryRouter>
    </PagesProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('a content page', () => {
  it('shows its heading, introduction and sections with their paragraphs, lists and links', () => {
    renderPage(<ContentPage content={pageContent('get-started/binary-options')} />);
    expect(headings(1)).toEqual(['Binary options']);
    expect(screen.getByText(/^A binary option pays a fixed amount/)).toBeTruthy();
    expect(headings(2)).toEqual([
      'How a trade works',
      'Range of markets',
      'Forex',
      'Indices',
      'Stocks',
      'Commodities',
      'Volatility Indices',
      'Practise first',
    ]);
    const [stepList] = within(screen.getByRole('region', { name: 'How a trade works' })).getAllByRole('list');
    const steps = within(stepList!).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pick a market and a contract type, such as Rise/Fall.',
      'Set the duration and your stake or payout.',
      'Check the price and buy the contract.',
    ]);
    expect(document.getElementById('range-of-markets')?.textContent).toContain('Range of markets');
    expect(hrefOf('Start trading')).toBe('/en/trading.html');
  });

  it('links back to the page it belongs under, by that page’s title', () => {
    renderPage(<ContentPage content={pageContent('get-started/forex')} />);
    expect(hrefOf('Back to Get started')).toBe('/en/get-started.html');
  });

  it('leaves out a link to a page that is not built, and a link list left empty', () => {
    const partnerPages = ['ib-signup', 'ib-faq', 'payment-agent'];
    renderPage(<ContentPage content={pageContent('why-us')} />, { hasPage: (page) => !partnerPages.includes(page) });
    const partners = screen.getByRole('region', { name: 'Partner with us' });
    expect(within(partners).queryAllByRole('link')).toEqual([]);
    expect(within(partners).queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cyberjaya' })).toBeTruthy();
  });

  it('shows a section’s calls to action as buttons, the first the main one', () => {
    renderPage(<ContentPage content={pageContent('new_account/landing_page')} />);
    expect(screen.getByRole('link', { name: 'Start trading' }).className).toBe('button button--primary');
    expect(screen.getByRole('link', { name: 'Open a real money account' }).className).toBe('button button--secondary');
  });

  it('shows what follows its texts after the sections', () => {
    renderPage(
      <ContentPage content={pageContent('metatrader/types-of-accounts')}>
        <p>the extra</p>
      </ContentPage>,
    );
    expect(document.querySelector('article > :last-child')?.textContent).toBe('the extra');
  });

  it('links only to pages of the page table, for every content page', () => {
    for (const name of CONTENT_PAGE_NAMES) {
      const content = pageContent(name);
      expect(isBuiltPage(name), name).toBe(true);
      if (content.parent) expect(isBuiltPage(content.parent), `${name} parent`).toBe(true);
      for (const section of content.sections) {
        for (const link of section.links ?? []) {
          expect(isBuiltPage(link.page), `${name} → ${link.page}`).toBe(true);
          if (link.section === undefined) continue;
          const anchors = pageContent(link.page as ContentPageName).sections.map((target) => target.id);
          expect(anchors, `${name} → ${link.page}#${link.section}`).toContain(link.section);
        }
      }
    }
  });

  it('offers a visitor a demo account, and a demo account holder the next steps from it', () => {
    const visitor = (page: string) => page !== 'new_account/landing_page';
    const { unmount } = renderPage(<ContentPage content={pageContent('get-started')} />, { mayOpen: visitor });
    const practise = () => screen.getByRole('region', { name: 'Practise first' });
    expect(
      within(practise())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/new-account.html']);
    unmount();
    const demoHolder = (page: string) => page !== 'new-account';
    renderPage(<ContentPage content={pageContent('why-us')} />, { mayOpen: demoHolder });
    expect(
      within(practise())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/new_account/landing_page.html']);
  });

  it('leaves the calls to open an account out for a visitor who may open neither page', () => {
    renderPage(<ContentPage content={pageContent('get-started/forex')} />, { mayOpen: () => false });
    expect(within(screen.getByRole('region', { name: 'Practise first' })).queryAllByRole('link')).toEqual([]);
  });
});

describe('the binary options guide', () => {
  const MARKETS = ['forex', 'indices', 'stocks', 'commodities', 'volatility-indices'];

  it('gives each market a section of its own, listed as in-page links in the range of markets', () => {
    renderPage(<ContentPage content={pageContent('get-started/binary-options')} />);
    for (const market of MARKETS) expect(document.getElementById(market)?.tagName, market).toBe('SECTION');
    const range = screen.getByRole('region', { name: 'Range of markets' });
    expect(
      within(range)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(MARKETS.map((market) => `/en/get-started/binary-options.html#${market}`));
  });

  it('opens at the market its address names', () => {
    // jsdom lays nothing out, so it has no scrollIntoView: this one notes which element it is called on.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    try {
      renderPage(<ContentPage content={pageContent('get-started/binary-options')} />, {
        at: '/en/get-started/binary-options.html#stocks',
      });
      expect(scrolledTo).toEqual(['stocks']);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('is linked at its market from the guides that name one', () => {
    const { unmount } = renderPage(<ContentPage content={pageContent('get-started/forex')} />);
    expect(hrefOf('Binary options on forex')).toBe('/en/get-started/binary-options.html#forex');
    unmount();
    renderPage(<ContentPage content={pageContent('get-started/metals')} />);
    expect(hrefOf('Binary options on commodities')).toBe('/en/get-started/binary-options.html#commodities');
  });
});

describe('the CFD offer', () => {
  it('is withheld from residents of France only', () => {
    expect(withheldOffers('fr')).toEqual(['cfd']);
    expect(withheldOffers('FR')).toEqual(['cfd']);
    expect(withheldOffers('de')).toEqual([]);
    expect(withheldOffers('')).toEqual([]);
  });

  it('leaves the CFD guide out of the get-started page and the MetaTrader 5 section out of the platforms page', () => {
    const { unmount } = renderPage(<ContentPage content={pageContent('get-started')} withheld={['cfd']} />);
    expect(screen.queryByRole('link', { name: 'CFDs' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forex' })).toBeTruthy();
    unmount();
    renderPage(<ContentPage content={pageContent('platforms')} withheld={['cfd']} />);
    expect(headings(2)).toEqual(['Strike web trader', 'Binary options on MetaTrader 5']);
  });

  it('makes the CFD guide say it is not offered, in place of its content', () => {
    const { unmount } = renderPage(<ContentPage content={pageContent('get-started/cfds')} withheld={['cfd']} />);
    expect(headings(1)).toEqual(['CFDs']);
    expect(screen.getByRole('status').textContent).toBe('This offer is not available in your country of residence.');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    unmount();
    renderPage(<ContentPage content={pageContent('get-started/cfds')} />);
    expect(headings(2)).toEqual(['Leverage and risk', 'Where to trade CFDs', 'Practise first']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the economic calendar', () => {
  const UNAVAILABLE = 'The economic calendar is unavailable at the moment.';

  it('says it is unavailable when no provider script is configured', () => {
    render(<EconomicCalendar scriptUrl="" />);
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
    expect(document.querySelector('script')).toBeNull();
  });

  it("loads the provider's script, and says it is unavailable when the script does not load", () => {
    render(<EconomicCalendar scriptUrl="https://calendar.example.com/widget.js" />);
    const script = screen.getByTestId('economic-calendar').querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://calendar.example.com/widget.js');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(script!);
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
  });
});
