import { useParams } from 'react-router-dom';
import { currentAppId } from '../../../api/socket/endpoint';
import { readableStorage } from '../../../lib/storage';
import { loginUrl } from '../../session';

/** The log-in button shown with 'Please log in' and AuthorizationRequired (trading-core §6, §8). */
export function LoginLink() {
  const { lang = 'en' } = useParams();
  const href = loginUrl({
    appId: currentAppId(window.location, readableStorage()),
    language: lang,
    signupDevice: 'desktop',
  });
  return (
    <a className="link-button" href={href} data-testid="login-link">
      Log in
    </a>
  );
}
