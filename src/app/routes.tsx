import { Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_PAGE } from '../features/session';
import { AppShell } from './AppShell';
import { PageRoute } from './PageRoute';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: ':lang/*', element: <PageRoute /> },
      { path: '*', element: <Navigate replace to={`/en/${DEFAULT_PAGE}`} /> },
    ],
  },
];
