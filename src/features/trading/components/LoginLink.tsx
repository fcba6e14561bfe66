import { useParams } from 'react-router-dom';
import { startLogin } from '../../session';
import { localize } from '../../../lib/localize';

/** The log-in button shown with 'Please log in' and AuthorizationRequired (trading-core §6, §8). */
export function LoginLink() {
  const { lang = 'en' } = useParams();
  return (
    <button type="button" className="link-button" onClick={() => startLogin(lang)} data-testid="login-link">
      {localize('Log in')}
    </button>
  );
}
