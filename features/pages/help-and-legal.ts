import type { Page } from 'playwright-core';

/** The FAQ page, /en/faq.html: an accordion of questions by topic. */
export function faqPage(page: Page) {
  const root = page.locator('.faq');
  return {
    /** A question's button, which opens and closes its answer. */
    question: (text: string) => root.getByRole('button', { name: text, exact: true }),
    questions: root.locator('.faq__toggle'),
    /** The questions whose answers are open. */
    openQuestions: root.locator('.faq__toggle[aria-expanded="true"]'),
    /** The answer region of a question (named by its question). */
    answer: (text: string) => root.getByRole('region', { name: text, exact: true }),
  };
}

/** A legal page (terms and conditions, regulation, responsible trading): sections behind a sidebar. */
export function legalPage(page: Page) {
  const root = page.locator('.legal');
  return {
    /** The heading of the section shown. */
    sectionHeading: root.locator('.sections__content h2'),
    sidebarToggle: root.getByRole('button', { name: 'Sections', exact: true }),
    sidebarLink: (title: string) =>
      root.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: title, exact: true }),
    sectionButton: (name: string) => root.locator('.sections__buttons').getByRole('button', { name, exact: true }),
    /** The regulation page's map of the EU countries, an image with an area per country. */
    mapImage: root.locator('.eu-map img'),
    mapAreas: root.locator('.eu-map area'),
    mapArea: (country: string) => root.locator(`.eu-map area[alt="${country}"]`),
  };
}

/** The shell's button back to the top of the page. */
export function scrollToTopButton(page: Page) {
  return page.getByRole('button', { name: 'Scroll to top', exact: true });
}
