import type { Page } from 'playwright-core';

/** The report pages: the statement, /en/user/statementws.html, and the profit table, /en/user/profit_tablews.html. */
export const REPORTS = {
  statement: { path: '/en/user/statementws.html', heading: 'Statement', row: 'statement-row' },
  'profit table': { path: '/en/user/profit_tablews.html', heading: 'Profit table', row: 'profit-row' },
} as const;

export type ReportName = keyof typeof REPORTS;

export function reportPage(page: Page, report: ReportName) {
  const requestArea = page.locator('.report-request');
  return {
    heading: page.getByRole('heading', { name: REPORTS[report].heading, exact: true }),
    rows: page.getByTestId(REPORTS[report].row),
    /** The statement's first column: when each transaction was made. */
    statementDates: page.locator('[data-testid=statement-row] td:first-child'),
    /** The row at `index`, newest first: its cells, its reference and (statement) the balance after it. */
    row: (index: number) => {
      const row = page.getByTestId(REPORTS[report].row).nth(index);
      return {
        row,
        cells: row.locator('td'),
        reference: row.getByTestId('report-reference'),
        balance: row.getByTestId('statement-balance'),
      };
    },
    dateFrom: page.getByTestId('report-date-from'),
    dateTo: page.getByTestId('report-date-to'),
    empty: (text: string) => page.getByTestId('report-empty').filter({ hasText: text }),
    downloadCsv: page.getByRole('button', { name: 'Download CSV' }),
    request: {
      from: page.getByTestId('report-request-from'),
      to: page.getByTestId('report-request-to'),
      send: page.getByRole('button', { name: 'Request report' }),
      heading: page.getByRole('heading', { name: 'Statement by e-mail' }),
      /** Its confirmation or error that includes `text`. */
      message: (text: string) => requestArea.locator('[role=status], [role=alert]').filter({ hasText: text }),
    },
    statistics: {
      panel: page.getByTestId('account-statistics'),
      deposits: page.getByTestId('total-deposits'),
      withdrawals: page.getByTestId('total-withdrawals'),
    },
    profitLosses: page.getByTestId('profit-loss'),
    profitTotal: page.getByTestId('profit-total'),
  };
}
