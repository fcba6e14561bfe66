import { Link, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';

/** Where a forgotten password is recovered. */
export const LOST_PASSWORD_PAGE = 'user/lost_passwordws.html';

/** Asks to restart the password recovery (accounts-and-money §8 "Reset password"), with the link to it. */
export function RestartRecoveryLink() {
  const { lang = 'en' } = useParams();
  return (
    <>
      <span className="recovery__restart">
        {localize('Please click the link below to restart the password recovery process.')}
      </span>
      <Link className="recovery__link" to={`/${lang}/${LOST_PASSWORD_PAGE}`}>
        {localize('Restart password recovery')}
      </Link>
    </>
  );
}
