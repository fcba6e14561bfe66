// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/app/Header';
import { createAppStore } from '../../src/app/store';
import { MENU_ANIMATION_MS, MENU_DRAWER_QUERY, REDUCED_MOTION_QUERY } from '../../src/lib/constants';
import { TimersProvider } from '../../src/ui/timers-context';
import { TestTimers } from '../support/test-timers';
import { useAppSimulator } from './support/app-simulator';

const { socketClient } = useAppSimulator();

/** A screen whose media queries answer as given (jsdom has no layout, so no matchMedia of its own). */
function screenWith(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderHeader() {
  const timers = new TestTimers();
  render(
    <TimersProvider timers={timers}>
      <Provider store={createAppStore({ socket: socketClient() })}>
        <MemoryRouter initialEntries={['/en/trading.html']}>
          <Routes>
            <Route path=":lang/*" element={<Header />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </TimersProvider>,
  );
  return timers;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const drawer = () => screen.queryByTestId('menu-drawer');

function dragFromLeft(fromX: number, toX: number) {
  fireEvent.pointerDown(document, { clientX: fromX, clientY: 300, pointerType: 'mouse' });
  fireEvent.pointerMove(document, { clientX: toX, clientY: 300, pointerType: 'mouse' });
  fireEvent.pointerUp(document, { clientX: toX, clientY: 300, pointerType: 'mouse' });
}

beforeEach(() => screenWith([MENU_DRAWER_QUERY]));
afterEach(() => vi.unstubAllGlobals());

describe('the menu drawer on a narrow screen', () => {
  it('opens from the menu button with focus inside it, and lists the menu', () => {
    renderHeader();
    expect(drawer()).toBeNull();
    fireEvent.click(menuButton());
    const open = screen.getByTestId('menu-drawer');
    expect(open.dataset.state).toBe('open');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(open.contains(document.activeElement)).toBe(true);
    const links = within(open)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Trading', '/en/trading.html'],
      ['Multi-barrier', '/en/multi_barriers_trading.html'],
      ['Cashier', '/en/cashier.html'],
      ['Asset Index', '/en/resources/asset_indexws.html'],
      ['Trading Times', '/en/resources/market_timesws.html'],
      ['Download', '/en/download.html'],
      ['Get started', '/en/get-started.html'],
      ['Platforms', '/en/platforms.html'],
      ['Economic calendar', '/en/economic_calendar.html'],
      ['FAQ', '/en/faq.html'],
      ['Contact', '/en/contact.html'],
      ['Careers', '/en/careers.html'],
      ['Why us', '/en/why-us.html'],
      ['Strike in numbers', '/en/binary-in-numbers.html'],
      ['Open-source projects', '/en/open-source-projects.html'],
      ['Regulation', '/en/regulation.html'],
      ['Terms and Conditions', '/en/terms-and-conditions.html'],
      ['Responsible trading', '/en/responsible-trading.html'],
    ]);
  });

  it('closes on Escape in 400 ms, then gives focus back to the menu button', async () => {
    const timers = renderHeader();
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(drawer()?.dataset.state).toBe('closing');
    expect(document.activeElement).toBe(menuButton());
    await timers.advance(MENU_ANIMATION_MS - 1);
    expect(drawer()).not.toBeNull();
    await timers.advance(1);
    expect(drawer()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps Tab and Shift+Tab inside it while it is open', () => {
    renderHeader();
    fireEvent.click(menuButton());
    const open = screen.getByTestId('menu-drawer');
    const close = within(open).getByRole('button', { name: 'Close' });
    const links = within(open).getAllByRole('link');
    const last = links[links.length - 1]!;
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('closes when a page is chosen from it', async () => {
    const timers = renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(within(screen.getByTestId('menu-drawer')).getByRole('link', { name: 'Multi-barrier' }));
    await timers.advance(MENU_ANIMATION_MS);
    expect(drawer()).toBeNull();
  });

  it('goes at once for someone who asks for reduced motion', () => {
    screenWith([MENU_DRAWER_QUERY, REDUCED_MOTION_QUERY]);
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(drawer()).toBeNull();
  });

  it('opens on a rightward drag of 50 px from the left edge, not a shorter one nor one from elsewhere', () => {
    renderHeader();
    act(() => dragFromLeft(4, 53));
    expect(drawer()).toBeNull();
    act(() => dragFromLeft(120, 200));
    expect(drawer()).toBeNull();
    act(() => dragFromLeft(4, 54));
    expect(drawer()?.dataset.state).toBe('open');
  });

  it('is not dragged open on a wide screen, where the menu is in the header', () => {
    screenWith([]);
    renderHeader();
    act(() => dragFromLeft(4, 200));
    expect(drawer()).toBeNull();
  });
});
