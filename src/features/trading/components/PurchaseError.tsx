import { useAccountStatusQuery } from '../../../api/endpoints/notices';
import { PageLink, useHasPage } from '../../../ui/page-links';
import { useTopUpAllowed, VirtualTopUpPopup } from '../../virtualTopUp';
import { tradingError } from '../trading-errors';
import { LoginLink } from './LoginLink';

/** Where a client applies to be treated as a professional. */
const PROFESSIONAL_PAGE = 'user/settings/professional';

interface Props {
  error: unknown;
  /** Forgets the failed purchase (after the top-up offer it replaced is closed). */
  onDismiss(): void;
}

/**
 * A refused purchase (trading-core §8): the message with what it offers, a log-in button, the
 * professional-client page; or, for a virtual account short of money, the top-up popup instead.
 */
export function PurchaseError({ error, onDismiss }: Props) {
  const topUpAllowed = useTopUpAllowed();
  const hasPage = useHasPage();
  const isProfessionalError = (error as { code?: string }).code === 'NoMFProfessionalClient';
  const status = useAccountStatusQuery(undefined, { skip: !isProfessionalError });
  if (isProfessionalError && status.isLoading) return null;

  const view = tradingError(error, { topUpAllowed, accountStatus: status.data?.status });
  if (view.action === 'topup') return <VirtualTopUpPopup asked onClose={onDismiss} />;
  return (
    <p className="price-box__error" role="alert" data-testid="purchase-error">
      {view.message}
      {view.hint ? ` ${view.hint}` : ''}
      {view.action === 'login' ? (
        <>
          {' '}
          <LoginLink />
        </>
      ) : null}
      {view.action === 'professional' && hasPage(PROFESSIONAL_PAGE) ? (
        <>
          {' '}
          <PageLink page={PROFESSIONAL_PAGE} testId="professional-link">
            {view.linkText}
          </PageLink>
        </>
      ) : null}
    </p>
  );
}
