import { useState } from 'react';
import { localize } from '../../lib/localize';
import { hasConsentedToCookies, rememberCookieConsent } from './cookie-consent';
import { outdatedBrowser } from './outdated-browser';
import { seesEuNotices } from './regulatory-rules';
import { useRegulatoryViewer } from './useRegulatoryViewer';

/** The outdated-browser notice and, for EU visitors and maltainvest clients, the cookie-consent bar. */
export function SiteNotices({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const viewer = useRegulatoryViewer();
  const [consented, setConsented] = useState(() => hasConsentedToCookies(document));
  const outdated = outdatedBrowser(userAgent);
  const askConsent = !consented && seesEuNotices(viewer);
  const accept = () => {
    rememberCookieConsent(document);
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
