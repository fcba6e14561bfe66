// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '../../src/ui/ScrollToTop';
import { SectionSwitcher } from '../../src/ui/SectionSwitcher';
import { Tabs } from '../../src/ui/Tabs';

afterEach(cleanup);

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const TABS = [
  { id: 'tab_graph', label: 'Chart', content: () => <p>chart content</p> },
  { id: 'tab_explanation', label: 'Explanation', content: () => <p>explanation content</p> },
];

describe('Tabs', () => {
  it('keeps the selected tab in the query parameter named after the tab list', () => {
    const router = renderAt('/en/trading.html?market=forex', <Tabs listId="analysis_tabs" tabs={TABS} />);
    expect(screen.getByText('chart content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Explanation' }));
    expect(screen.getByText('explanation content')).toBeTruthy();
    expect(router.state.location.search).toBe('?market=forex&analysis_tabs=tab_explanation');
  });

  it('opens the tab the address names, and the default for an unknown one', () => {
    renderAt('/en/trading.html?analysis_tabs=tab_explanation', <Tabs listId="analysis_tabs" tabs={TABS} />);
    expect(screen.getByRole('tab', { name: 'Explanation' }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    renderAt(
      '/en/trading.html?analysis_tabs=nope',
      <Tabs listId="analysis_tabs" tabs={TABS} defaultTab="tab_explanation" />,
    );
    expect(screen.getByText('explanation content')).toBeTruthy();
  });
});

describe('SectionSwitcher', () => {
  const sections = ['one', 'two', 'three'].map((id) => ({ id, title: `Section ${id}`, content: <p>{id} body</p> }));

  it('switches sections by hash with Back and Next, disabled at the ends', () => {
    const router = renderAt('/en/careers.html', <SectionSwitcher sections={sections} />);
    const back = () => screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('one body')).toBeTruthy();
    expect(back().disabled).toBe(true);
    fireEvent.click(next());
    expect(router.state.location.hash).toBe('#two');
    expect(screen.getByText('two body')).toBeTruthy();
    fireEvent.click(next());
    expect(next().disabled).toBe(true);
    fireEvent.click(back());
    expect(router.state.location.hash).toBe('#two');
  });

  it('shows the first section for an unknown hash', () => {
    renderAt('/en/careers.html#nowhere', <SectionSwitcher sections={sections} />);
    expect(screen.getByRole('heading', { name: 'Section one' })).toBeTruthy();
  });
});

describe('ScrollToTop', () => {
  it('appears only past 100 px of scrolling', () => {
    render(<ScrollToTop />);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('takes the page back to the top', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<ScrollToTop />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    vi.unstubAllGlobals();
  });
});
