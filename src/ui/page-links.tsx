import { createContext, useContext, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

/** Whether a page (its path under /{lang}/, without .html) is built; the app shell provides it. */
export type HasPage = (page: string) => boolean;

/** Outside the app shell no page is known, so nothing links to a page that may not exist. */
const PagesContext = createContext<HasPage>(() => false);

/** Whether the visitor may open a page that exists (its access rule does not refuse them); the app shell provides it. */
export type MayOpen = (page: string) => boolean;

const MayOpenContext = createContext<MayOpen>(() => false);

/** Tells the links below which pages exist (the app's page table), and which of them the visitor may open. */
export function PagesProvider({
  hasPage,
  mayOpen = () => false,
  children,
}: {
  hasPage: HasPage;
  mayOpen?: MayOpen;
  children: ReactNode;
}) {
  return (
    <PagesContext.Provider value={hasPage}>
      <MayOpenContext.Provider value={mayOpen}>{children}</MayOpenContext.Provider>
    </PagesContext.Provider>
  );
}

export function useHasPage(): HasPage {
  return useContext(PagesContext);
}

export function useMayOpen(): MayOpen {
  return useContext(MayOpenContext);
}

/** The address of a page of this site in the current language. */
export function usePageHref(page: string): string {
  const { lang = 'en' } = useParams();
  return `/${lang}/${page}.html`;
}

interface PageLinkProps {
  /** The page's path under /{lang}/ without .html, e.g. `user/metatrader`. */
  page: string;
  children: ReactNode;
  /** The query (with its `?`) or hash (with its `#`) to open the page with. */
  search?: string;
  hash?: string;
  /** Goes with the link to the router (e.g. the page to return to). */
  state?: unknown;
  className?: string;
  role?: string;
  testId?: string;
  /** Shown instead while the page is not built; nothing by default. */
  fallback?: ReactNode;
}

/**
 * A link to a page of this site, shown only while that page exists: a link to a page not built yet
 * is a defect, so until then the link is not shown (or its fallback is).
 */
export function PageLink({ page, children, search, hash, state, className, role, testId, fallback }: PageLinkProps) {
  const hasPage = useHasPage();
  const pathname = usePageHref(page);
  if (!hasPage(page)) return fallback ?? null;
  return (
    <Link to={{ pathname, search, hash }} state={state} className={className} role={role} data-testid={testId}>
      {children}
    </Link>
  );
}
