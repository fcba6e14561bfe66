import { useSelector } from 'react-redux';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { selectLoggedInAccount } from '../session';

/** The client's country of residence, or for a visitor the country the platform sees them in ('' until known). */
export function useResidence(): string {
  const account = useSelector(selectLoggedInAccount);
  const { data: site } = useWebsiteStatusStreamQuery();
  return account ? (account.country ?? '') : (site?.clients_country ?? '');
}
