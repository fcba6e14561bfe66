import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { LoginCallbackPage } from '../features/session';
import { TradingPage } from '../features/trading';
import { languageOf } from '../lib/languages';
import { AppShell } from './AppShell';

const DEFAULT_PATH = '/en/trading.html';

/** /{lang}/{page}.html: an unknown language or a path without .html is sent to its proper form. */
function NormalisePath() {
  const { pathname, search, hash } = useLocation();
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const language = languageOf(first);
  if (!language || rest.length === 0) return <Navigate replace to={DEFAULT_PATH} />;
  const page = rest.join('/');
  if (page.endsWith('.html')) return <NotFound />;
  return <Navigate replace to={`/${first}/${page}.html${search}${hash}`} />;
}

function NotFound() {
  return <h1>Page not found</h1>;
}

function LanguagePage({ children }: { children: React.ReactNode }) {
  const { lang } = useParams();
  return languageOf(lang) ? children : <NormalisePath />;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        path: ':lang/trading.html',
        element: (
          <LanguagePage>
            <TradingPage />
          </LanguagePage>
        ),
      },
      {
        path: ':lang/logged_inws.html',
        element: (
          <LanguagePage>
            <LoginCallbackPage />
          </LanguagePage>
        ),
      },
      { path: '*', element: <NormalisePath /> },
    ],
  },
];
