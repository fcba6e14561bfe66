import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { startLogin } from './session-actions';
import { selectSession } from './session-slice';

/** The sign-up page of this site. */
export const SIGNUP_PAGE_PATH = 'new_account/virtualws.html';

/**
 * Log in and sign up, for visitors. Without web storage nobody can stay logged in, so log-in is
 * disabled and the reason shown (trading-core §8).
 */
export function VisitorButtons() {
  const { storageUnsupported } = useSelector(selectSession);
  const { lang = 'en' } = useParams();
  return (
    <div className="visitor-buttons">
      <button
        type="button"
        className="button"
        disabled={storageUnsupported}
        onClick={() => startLogin(lang)}
        data-testid="login"
      >
        {localize('Log in')}
      </button>
      <Link className="button button--primary" to={`/${lang}/${SIGNUP_PAGE_PATH}`}>
        {localize('Sign up')}
      </Link>
    </div>
  );
}
