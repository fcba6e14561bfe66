import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_PAGE } from '../features/session';
import { redirectTarget } from './redirect-target';

/** Links in e-mails arrive here with action and code, and go on to the page that uses the code. */
export function RedirectPage() {
  const { search } = useLocation();
  const { lang = 'en' } = useParams();
  return <Navigate replace to={redirectTarget(search, lang, DEFAULT_PAGE)} />;
}
