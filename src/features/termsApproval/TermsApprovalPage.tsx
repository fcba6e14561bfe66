import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import { useSettingsQuery, useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { useAcceptTermsMutation } from '../../api/endpoints/profile';
import { TERMS_ACCEPTED_RETURN_MS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { returnPathOf } from '../../lib/return-to';
import { after } from '../../lib/timers';
import { SubmitButton } from '../../ui/form';
import { ProfileMessage } from '../../ui/ProfileMessage';
import { Spinner } from '../../ui/Spinner';
import { useTimers } from '../../ui/timers-context';
import { DEFAULT_PAGE } from '../session';
import '../../ui/profile-page.css';

/**
 * user/tnc_approvalws (real accounts, accounts-and-money §4 "Terms acceptance"): when the client has
 * not accepted the current terms, the notice and an OK button that accepts them; then the settings are
 * read again and the client returns to the page they came from after 500 ms. A client with nothing
 * to accept goes back there at once.
 */
export function TermsApprovalPage() {
  const { lang = 'en' } = useParams();
  const next = returnPathOf(useLocation().state) ?? `/${lang}/${DEFAULT_PAGE}`;
  const { data: settings, error } = useSettingsQuery();
  const { data: site } = useWebsiteStatusStreamQuery();
  // Once the client accepts, the settings read again no longer ask for it: the notice stays until it is time to go.
  const [accepting, setAccepting] = useState(false);
  if (error) return <ProfileMessage kind="error">{(error as ApiError).message}</ProfileMessage>;
  if (!settings || !site) return <Spinner />;
  const required = settings.client_tnc_status !== site.terms_conditions_version;
  if (!required && !accepting) return <Navigate replace to={next} />;
  return <TermsNotice next={next} onAccept={() => setAccepting(true)} />;
}

function TermsNotice({ next, onAccept }: { next: string; onAccept: () => void }) {
  const navigate = useNavigate();
  const timers = useTimers();
  const [accept, { isLoading, isSuccess }] = useAcceptTermsMutation();
  const [refusal, setRefusal] = useState<ApiError>();

  useEffect(() => {
    if (!isSuccess) return undefined;
    return after(timers, TERMS_ACCEPTED_RETURN_MS, () => navigate(next, { replace: true }));
  }, [isSuccess, next, navigate, timers]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAccept();
    setRefusal(undefined);
    accept()
      .unwrap()
      .catch((error: ApiError) => setRefusal(error));
  };
  return (
    <section className="card profile-page" data-testid="terms-approval">
      <h1 className="profile-page__title">{localize('Terms and Conditions')}</h1>
      <p className="profile-page__intro">
        {localize(
          'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.',
        )}
      </p>
      <form className="form" onSubmit={onSubmit}>
        {refusal && (
          <ProfileMessage kind="error">
            {refusal.message || localize('Sorry, an error occurred while processing your request.')}
          </ProfileMessage>
        )}
        <div className="form__actions">
          <SubmitButton busy={isLoading || isSuccess}>{localize('OK')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
