import { useEffect, type ReactNode } from 'react';
import { useTwoFactorMutation } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { refusalText } from '../../ui/form';
import { otpauthUri } from './otpauth-uri';
import { QrCode } from './QrCode';

/** The name authenticator apps list the secret under: the site's. */
const ISSUER = 'Strike';

/**
 * A new two-factor secret for the client to add to an authentication app: as a QR code of its
 * otpauth URI and as text to type in. `children` (the form that switches it on) shows once it is there;
 * a refusal shows in its place.
 */
export function SecretKey({ email, children }: { email: string; children: ReactNode }) {
  const [generate, generated] = useTwoFactorMutation();
  useEffect(() => {
    void generate({ totp_action: 'generate' });
  }, [generate]);

  if (generated.error) {
    return (
      <p className="form__error" role="alert" data-testid="two-factor-secret-error">
        {refusalText(generated.error)}
      </p>
    );
  }
  const secret = generated.data?.secret_key;
  if (!secret) return <p role="status">{localize('Loading…')}</p>;
  return (
    <>
      <ol className="two-factor__steps">
        <li>
          {localize('Scan the QR code below with an authentication app, such as Google Authenticator or Authy.')}
          <QrCode text={otpauthUri(ISSUER, email, secret)} label={localize('QR code of your secret key')} />
          <p>
            {localize('If you cannot scan it, enter this secret key in the app instead:')}{' '}
            <code className="two-factor__secret" data-testid="two-factor-secret">
              {secret}
            </code>
          </p>
        </li>
        <li>{localize('Enter the 6-digit code the app shows.')}</li>
      </ol>
      {children}
    </>
  );
}
