import { Link, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { localizeNodes } from '../../ui/localized-nodes';
import { SIGNUP_PAGE_PATH } from '../session';
import { LOST_PASSWORD_PAGE } from './RestartRecoveryLink';
import type { SignupRefusal } from './signup-errors';

/** A refused sign-up in the spec's words, with the link each refusal offers. */
export function SignupRefusalMessage({ refusal }: { refusal: SignupRefusal }) {
  const { lang = 'en' } = useParams();
  return (
    <p className="form__error signup__refusal" role="alert">
      {refusalText(refusal, lang)}
    </p>
  );
}

function refusalText(refusal: SignupRefusal, lang: string) {
  switch (refusal.kind) {
    case 'token':
      return localizeNodes(
        'Your token has expired or is invalid. Please click [_1] to restart the verification process.',
        [
          <Link key="restart" to={`/${lang}/${SIGNUP_PAGE_PATH}`}>
            {localize('here')}
          </Link>,
        ],
      );
    case 'duplicate_email':
      return localizeNodes(
        'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.',
        [
          <Link key="recover" to={`/${lang}/${LOST_PASSWORD_PAGE}`}>
            {localize('password recovery tool')}
          </Link>,
        ],
      );
    case 'message':
      return refusal.message;
  }
}
