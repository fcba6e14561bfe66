import { useSelector } from 'react-redux';
import { useAccountStatusQuery } from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { accountKindOf } from '../../lib/loginid';
import { selectLoggedInAccount } from '../session';
import { DocumentUpload } from './DocumentUpload';
import { Notice } from '../../ui/Notice';
import './authenticate.css';

/**
 * The authenticate page (accounts-and-money §2, real accounts only, page-access.ts): the prompt and the
 * document upload for a financial account, or one the platform asks to authenticate; any other
 * account is told the feature is not available in its jurisdiction (§8 "Other").
 */
export function AuthenticatePage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: status, error, isLoading } = useAccountStatusQuery(undefined, { skip: !account });
  if (!account || isLoading) return <p role="status">{localize('Loading…')}</p>;
  if (error || !status) {
    return (
      <Notice tone="warning" base="page-message">
        {(error as { message?: string } | undefined)?.message}
      </Notice>
    );
  }
  const offered = accountKindOf(account.loginid) === 'financial' || status.prompt_client_to_authenticate === 1;
  if (!offered) {
    return (
      <Notice tone="warning" base="page-message" testId="authenticate-unavailable">
        {localize('Sorry, this feature is not available in your jurisdiction.')}
      </Notice>
    );
  }
  return (
    <section className="authenticate-page">
      <h1>{localize('Authenticate')}</h1>
      <DocumentUpload />
    </section>
  );
}
