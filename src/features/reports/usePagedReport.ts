import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ReportPage } from '../../api/endpoints/reports';
import { firstPaging, needsPage, pageLoaded, scrolledFraction, scrolledTo, shownRows, type Paging, type PagingRule } from './paging';

/** A report's dates: UTC days, YYYY-MM-DD, either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

interface Report<Row> {
  rows: readonly Row[];
  paging: Paging;
  error?: string;
}

export interface PagedReport<Row> {
  /** Every row loaded; the first `shown` show. */
  rows: readonly Row[];
  shown: number;
  /** The first page has not come yet. */
  loading: boolean;
  /** Every row of the range is loaded. */
  complete: boolean;
  error?: string;
}

/**
 * A report asked for page by page and shown in chunks as the client scrolls down `table` (paging.ts).
 * A new range is a new report: key the component on it.
 */
export function usePagedReport<Row>(
  loadPage: (page: ReportPage) => Promise<Row[]>,
  rule: PagingRule,
  range: DateRange,
  table: RefObject<HTMLElement | null>,
): PagedReport<Row> {
  const [report, setReport] = useState<Report<Row>>(() => ({ rows: [], paging: firstPaging(rule) }));
  const asking = useRef(false);
  const mounted = useRef(false);
  const { paging, error } = report;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!needsPage(paging) || error !== undefined || asking.current) return;
    asking.current = true;
    loadPage({ offset: paging.loaded, limit: rule.pageSize, ...range }).then(
      (rows) => {
        asking.current = false;
        if (!mounted.current) return;
        setReport((current) => ({
          ...current,
          rows: [...current.rows, ...rows],
          paging: pageLoaded(current.paging, rows.length, rule),
        }));
      },
      (failure: { message?: string }) => {
        asking.current = false;
        if (mounted.current) setReport((current) => ({ ...current, error: failure.message ?? '' }));
      },
    );
  }, [paging, error, loadPage, rule, range]);

  const shown = shownRows(paging);
  // Follows the scrolling; after each chunk renders, a table that ends inside the window (a tall
  // window) shows more without a scroll.
  useEffect(() => {
    const check = (onlyWhenShort: boolean) => {
      const element = table.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      if (onlyWhenShort && box.bottom > window.innerHeight) return;
      const fraction = scrolledFraction({ top: box.top, height: box.height }, window.innerHeight);
      setReport((current) => {
        const next = scrolledTo(current.paging, fraction, rule);
        return next === current.paging ? current : { ...current, paging: next };
      });
    };
    const onScroll = () => check(false);
    const frame = requestAnimationFrame(() => check(true));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [table, rule, shown]);

  return {
    rows: report.rows,
    shown,
    loading: paging.loaded === 0 && !paging.complete && error === undefined,
    complete: paging.complete,
    ...(error === undefined ? {} : { error }),
  };
}
