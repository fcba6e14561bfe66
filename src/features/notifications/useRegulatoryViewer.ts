import { useSelector } from 'react-redux';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { selectLoggedInAccount } from '../session';
import type { RegulatoryViewer } from './regulatory-rules';

/** The visitor as the regulatory notices see them: website_status' country and the logged-in account. */
export function useRegulatoryViewer(): RegulatoryViewer {
  const { data: site } = useWebsiteStatusStreamQuery();
  const account = useSelector(selectLoggedInAccount);
  return {
    clientsCountry: site?.clients_country,
    landingCompany: account?.landing_company_name,
    residence: account?.country,
  };
}
