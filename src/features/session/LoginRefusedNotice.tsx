import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';
import { localizeNodes } from '../../ui/localized-nodes';
import { startLogin } from './session-actions';
import { selectSession } from './session-slice';

/** Says why a log-in callback was not followed (it did not bring back this tab's state), and offers the log-in. */
export function LoginRefusedNotice() {
  const { loginRefused } = useSelector(selectSession);
  const { lang = 'en' } = useParams();
  if (!loginRefused) return null;
  return (
    <Notice tone="error" base="site-notice" testId="login-refused">
      {localizeNodes('This log-in did not start in this browser, so you have not been logged in. Please [_1] again.', [
        <button key="login" type="button" className="link-button" onClick={() => startLogin(lang)}>
          {localize('log in')}
        </button>,
      ])}
    </Notice>
  );
}
