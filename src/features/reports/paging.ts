/**
 * How a report pages (accounts-and-money §9): rows are asked for a page at a time and shown half a
 * page at a time; when the client scrolls past a share of the table the next half page shows, asking
 * for the next page first when the loaded rows are all shown.
 */
export interface PagingRule {
  /** Rows asked for at once (the request's limit). */
  pageSize: number;
  /** Rows shown at once: half a page. */
  chunk: number;
  /** The share of the table (0 to 1) scrolled past that shows more. */
  threshold: number;
}

export const STATEMENT_PAGING: PagingRule = { pageSize: 200, chunk: 100, threshold: 0.7 };
export const PROFIT_TABLE_PAGING: PagingRule = { pageSize: 50, chunk: 25, threshold: 0.5 };

export interface Paging {
  /** Rows loaded so far. */
  loaded: number;
  /** Rows the client has scrolled to: shown as soon as they are loaded. */
  wanted: number;
  /** The last page came short: there are no more rows. */
  complete: boolean;
}

export function firstPaging(rule: PagingRule): Paging {
  return { loaded: 0, wanted: rule.chunk, complete: false };
}

/** How many of the loaded rows show. */
export function shownRows(paging: Paging): number {
  return Math.min(paging.wanted, paging.loaded);
}

/** Whether the next page is to be asked for (the offset is `paging.loaded`). */
export function needsPage(paging: Paging): boolean {
  return !paging.complete && paging.wanted > paging.loaded;
}

/** After a page of `rows` rows came. */
export function pageLoaded(paging: Paging, rows: number, rule: PagingRule): Paging {
  return { ...paging, loaded: paging.loaded + rows, complete: rows < rule.pageSize };
}

/**
 * After the client scrolled past `fraction` of the table: half a page more is wanted, once what was
 * wanted shows and while rows remain. A fraction that is not a number counts as not scrolled.
 */
export function scrolledTo(paging: Paging, fraction: number, rule: PagingRule): Paging {
  if (!(fraction >= rule.threshold)) return paging;
  const waiting = paging.wanted > paging.loaded && !paging.complete;
  const allShown = paging.complete && paging.wanted >= paging.loaded;
  if (waiting || allShown) return paging;
  return { ...paging, wanted: paging.wanted + rule.chunk };
}

/** How far down the table the bottom of the viewport is: 0 at its top, 1 at its end (clamped). */
export function scrolledFraction(table: { top: number; height: number }, viewportHeight: number): number {
  if (table.height <= 0) return 1;
  return Math.min(1, Math.max(0, (viewportHeight - table.top) / table.height));
}
