import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { contentErrorCleared, selectNotices } from './notices-slice';

/** The page, or in its place the global error that replaced it, until the user goes to another page. */
export function PageContent({ children }: { children: ReactNode }) {
  const { contentError } = useSelector(selectNotices);
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current !== pathname) dispatch(contentErrorCleared());
    shownOn.current = pathname;
  }, [pathname, dispatch]);

  if (!contentError) return children;
  return (
    <section className="content-error" role="alert" data-testid="content-error">
      {contentError.title && <h1 className="content-error__title">{localize(contentError.title)}</h1>}
      <p className="content-error__message">{contentError.message}</p>
    </section>
  );
}
