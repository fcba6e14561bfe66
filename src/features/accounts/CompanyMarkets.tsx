import type { LandingCompanyDetailsRequest } from '../../../schemas/generated/types';
import { useLandingCompanyDetailsQuery } from '../../api/endpoints/notices';
import { marketNames } from './market-names';

/** The markets a landing company allows its accounts, by name (empty until they arrive). */
export function CompanyMarkets({ company }: { company: string }) {
  const shortcode = company as LandingCompanyDetailsRequest['landing_company_details'];
  const { data } = useLandingCompanyDetailsQuery(shortcode);
  return <>{marketNames(data?.legal_allowed_markets ?? [])}</>;
}
