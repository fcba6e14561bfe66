import { localize } from '../../lib/localize';
import { RETAIL_ACCOUNTS_LOSING_PERCENT } from '../../lib/constants';
import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { seesEuNotices, seesGamstopNotice } from './regulatory-rules';
import { ThirdPartyLinkConfirmation } from './ThirdPartyLinkConfirmation';
import { useRegulatoryViewer } from './useRegulatoryViewer';

const PRODUCT = 'Strike';
/** The product's company in Malta, which the MFSA licenses. */
const MALTA_COMPANY = 'Deriv Investments (Europe) Limited';
const MFSA_SITE = 'https://www.mfsa.mt/';
const GAMSTOP_SITE = 'https://www.gamstop.co.uk/';
const SELF_EXCLUSION_PAGE = 'user/security/self_exclusionws';

const externalLink = (href: string) => (words: string) => (
  <a href={href} rel="noopener noreferrer">
    {words}
  </a>
);

/**
 * The regulatory text under every page (accounts-and-money §6): for EU visitors and maltainvest
 * clients the risk warning and the MFSA licence, with the question before a third-party site; for
 * GB residents with an iom or malta account the gamstop notice.
 */
export function RegulatoryNotice() {
  const viewer = useRegulatoryViewer();
  const eu = seesEuNotices(viewer);
  const gamstop = seesGamstopNotice(viewer);
  if (!eu && !gamstop) return null;
  return (
    <>
      <aside
        className="regulatory-notice"
        aria-label={localize('Regulatory information')}
        data-testid="regulatory-notice"
      >
        {eu && (
          <>
            <section className="regulatory-notice__risk" data-testid="risk-warning">
              <h2 className="regulatory-notice__title">{localize('Risk warning')}</h2>
              <p>
                {localize(
                  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].',
                  RETAIL_ACCOUNTS_LOSING_PERCENT,
                  PRODUCT,
                )}
              </p>
              <p>
                {localize(
                  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.',
                )}
              </p>
            </section>
            <p className="regulatory-notice__licence" data-testid="mfsa-message">
              {localizeNodes(
                '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].',
                [MALTA_COMPANY, externalLink(MFSA_SITE)],
              )}
            </p>
          </>
        )}
        {gamstop && (
          <p className="regulatory-notice__gamstop" data-testid="gamstop-notice">
            {localizeNodes(
              'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].',
              [
                externalLink(GAMSTOP_SITE),
                undefined,
                (words: string) => (
                  <PageLink page={SELF_EXCLUSION_PAGE} fallback={words}>
                    {words}
                  </PageLink>
                ),
              ],
            )}
          </p>
        )}
      </aside>
      {eu && <ThirdPartyLinkConfirmation />}
    </>
  );
}
