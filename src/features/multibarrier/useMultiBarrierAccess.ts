import { useSelector } from 'react-redux';
import { useAccountStatusQuery, useLandingCompanyDetailsQuery } from '../../api/endpoints/notices';
import { selectLoggedInAccount } from '../session';
import { redirectsToClassic } from './row-state';

type Shortcode = Parameters<typeof useLandingCompanyDetailsQuery>[0];

/**
 * Who may trade here (trading-core §2, §6): Malta and Isle of Man accounts and clients whose allowed
 * markets lack forex go to the classic page; an unwelcome account sees prices but cannot buy.
 */
export function useMultiBarrierAccess() {
  const account = useSelector(selectLoggedInAccount);
  const landingCompany = account?.landing_company_name;
  const details = useLandingCompanyDetailsQuery(landingCompany as Shortcode, { skip: !landingCompany });
  const status = useAccountStatusQuery(undefined, { skip: !account });
  return {
    loggedIn: account !== undefined,
    currency: account?.currency || undefined,
    redirect: redirectsToClassic(landingCompany, details.data?.legal_allowed_markets),
    unwelcome: Boolean(status.data?.status.includes('unwelcome')),
  };
}
