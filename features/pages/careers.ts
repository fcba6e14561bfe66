import type { Page } from 'playwright-core';

/** The careers page, /en/careers.html. */
export const CAREERS_PATH = '/en/careers.html';
/** The job details of a department, /en/open-positions/job-details.html?dept=... */
export const jobDetailsPath = (department: string) =>
  `/en/open-positions/job-details.html?dept=${encodeURIComponent(department)}`;

/** The careers pages: careers, open positions (a section per department) and job details (a section per position). */
export function careersPages(page: Page) {
  const main = page.locator('main .careers');
  return {
    heading: main.getByRole('heading', { level: 1 }),
    /** The heading of the section the address's hash shows. */
    sectionHeading: main.locator('.sections__content h2'),
    sidebarLink: (name: string) =>
      main.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }),
    link: (name: string) => main.getByRole('link', { name, exact: true }),
    offices: main.getByTestId('offices').locator('h3'),
    unknownDepartment: main.getByTestId('unknown-department'),
  };
}
