import { useState } from 'react';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { readableStorage } from '../../lib/storage';
import { needsCookieConsent } from './eu-countries';
import { outdatedBrowser } from './outdated-browser';

const CONSENT_KEY = 'cookie_consent';

/** The outdated-browser notice and, for visitors from the EU, the cookie-consent bar. */
export function SiteNotices({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { data: site } = useWebsiteStatusStreamQuery();
  const [consented, setConsented] = useState(() => readableStorage()?.getItem(CONSENT_KEY) === '1');
  const outdated = outdatedBrowser(userAgent);
  const askConsent = !consented && needsCookieConsent(site?.clients_country);
  const accept = () => {
    readableStorage()?.setItem(CONSENT_KEY, '1');
    setConsented(true);
  };
  return (
    <>
      {outdated && (
        <p className="global-notices__line" role="status" data-testid="notice-outdated-browser">
          {localize(
            'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.',
            outdated,
          )}
        </p>
      )}
      {askConsent && (
        <div className="cookie-consent" role="region" aria-label={localize('Cookies')} data-testid="cookie-consent">
          <p>
            {localize(
              '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.',
              'Strike',
            )}
          </p>
          <button className="button button--primary" type="button" onClick={accept}>
            {localize('OK')}
          </button>
        </div>
      )}
    </>
  );
}
