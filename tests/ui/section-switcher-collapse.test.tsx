// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SIDEBAR_COLLAPSED_QUERY } from '../../src/lib/constants';
import { SectionSwitcher } from '../../src/ui/SectionSwitcher';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen that is a phone's or not (jsdom has no layout, so no matchMedia of its own). */
function screenOf(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query === SECTION_SIDEBAR_COLLAPSED_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const sections = ['one', 'two', 'three'].map((id) => ({ id, title: `Section ${id}`, content: <p>{id} body</p> }));

function renderSections() {
  const router = createMemoryRouter([{ path: '*', element: <SectionSwitcher sections={sections} /> }], {
    initialEntries: ['/en/terms-and-conditions.html'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole('button', { name: 'Sections' });
/** The sidebar while it shows (a collapsed one is hidden, so not a navigation landmark). */
const sidebar = () => screen.queryByRole('navigation', { name: 'Sections' });

describe('SectionSwitcher sidebar', () => {
  it('shows the sidebar on a wide screen, and its toggle collapses and expands it', () => {
    screenOf('desktop');
    renderSections();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(sidebar()?.id);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(sidebar()).toBeNull();
    expect(screen.getByText('one body')).toBeTruthy();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(sidebar()).not.toBeNull();
  });

  it('starts collapsed on a phone, and collapses again once a section is chosen there', () => {
    screenOf('phone');
    const router = renderSections();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(sidebar()).toBeNull();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Section three' }));
    expect(router.state.location.hash).toBe('#three');
    expect(screen.getByText('three body')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(sidebar()).toBeNull();
  });

  it('keeps the sidebar open on a wide screen when a section is chosen', () => {
    screenOf('desktop');
    renderSections();
    fireEvent.click(screen.getByRole('link', { name: 'Section two' }));
    expect(screen.getByText('two body')).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('SectionSwitcher on switching sections', () => {
  /** The section's content element, placed `top` px from the top of the window. */
  function contentAt(top: number) {
    const content = document.querySelector<HTMLElement>('.sections__content')!;
    const scrollIntoView = vi.fn();
    content.getBoundingClientRect = () => ({ top }) as DOMRect;
    content.scrollIntoView = scrollIntoView;
    return scrollIntoView;
  }

  it('brings the start of the next section into view when the reader had scrolled past it', () => {
    screenOf('phone');
    renderSections();
    const scrollIntoView = contentAt(-400);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('two body')).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the page where it is when the section already starts in view', () => {
    screenOf('desktop');
    renderSections();
    const scrollIntoView = contentAt(120);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('two body')).toBeTruthy();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
