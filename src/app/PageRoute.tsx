import { Fragment, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_PAGE, selectSession } from '../features/session';
import { browserChunkFailureHandling } from '../lib/chunk-failures';
import { languageOf } from '../lib/languages';
import { lazyChunk } from '../lib/lazy-chunk';
import { returnToState } from '../lib/return-to';
import { Spinner } from '../ui/Spinner';
import { AccessRefusal } from './AccessRefusal';
import { decideAccess } from './page-access';
import { builtPagePath, BUILT_PAGES } from './pages';
import { usePageTitle } from './usePageTitle';

const SET_CURRENCY_PAGE = 'user/set-currency.html';
const NOT_FOUND = '404';

/** Each page's component, loaded the first time it shows. */
const PAGE_COMPONENTS: Readonly<Record<string, ReturnType<typeof lazyChunk>>> = Object.fromEntries(
  Object.entries(BUILT_PAGES).map(([page, { load }]) => [page, lazyChunk(page, load, browserChunkFailureHandling)]),
);

/**
 * /{lang}/{page}.html: an unknown language goes to the default page, a path without .html to its
 * .html form, an earlier path of a page to the page's own; the page shows when its access rule lets
 * the visitor see it (page-access.ts). A page still to build is the 404 page, once its rule lets the
 * visitor that far.
 */
export function PageRoute() {
  const { lang, '*': splat = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const session = useSelector(selectSession);
  const language = languageOf(lang);
  const isHtml = splat.endsWith('.html');
  const page = isHtml ? splat.slice(0, -'.html'.length) : splat;
  const built = builtPagePath(page);
  const Page = PAGE_COMPONENTS[built ?? NOT_FOUND];
  usePageTitle(built ?? NOT_FOUND);

  if (!language) return <Navigate replace to={`/en/${htmlPath([lang, splat].join('/'))}${search}${hash}`} />;
  if (!isHtml) return <Navigate replace to={`/${lang}/${htmlPath(splat)}${search}${hash}`} />;
  if (built !== undefined && built !== page) return <Navigate replace to={`/${lang}/${built}.html${search}${hash}`} />;
  const decision = decideAccess(page, {
    status: session.status,
    isVirtual: session.account?.is_virtual === 1,
    currency: session.account?.currency ?? '',
  });
  // Each page starts afresh, also where two pages in a row are drawn by one component (two refusals,
  // two pages still to build): nothing of the page left behind shows on the next.
  return <Fragment key={page}>{pageContent()}</Fragment>;

  function pageContent(): ReactNode {
    switch (decision.kind) {
      case 'wait':
        return <PageSpinner />;
      case 'refuse':
        return <AccessRefusal reason={decision.reason} />;
      case 'redirect':
        return decision.to === 'default' ? (
          <Navigate replace to={`/${lang}/${DEFAULT_PAGE}`} />
        ) : (
          <Navigate replace to={`/${lang}/${SET_CURRENCY_PAGE}`} state={returnToState({ pathname, search, hash })} />
        );
      case 'show':
        return <Suspense fallback={<PageSpinner />}>{Page && <Page />}</Suspense>;
    }
  }
}

/** `user/settings/` -> `user/settings.html`; the bare language path is the default page. */
function htmlPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return DEFAULT_PAGE;
  return trimmed.endsWith('.html') ? trimmed : `${trimmed}.html`;
}

function PageSpinner() {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
