import { Link, useParams } from 'react-router-dom';
import { DEFAULT_PAGE } from '../features/session';
import { localize } from '../lib/localize';

/** The 404 page: for addresses that name no page of the site. */
export function NotFoundPage() {
  const { lang = 'en' } = useParams();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{localize('Page not found')}</h1>
      <p>{localize('The page you requested could not be found. It may have been moved or no longer exists.')}</p>
      <Link className="button button--primary" to={`/${lang}/${DEFAULT_PAGE}`}>
        {localize('Go to trading')}
      </Link>
    </section>
  );
}
