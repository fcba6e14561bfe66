import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { ApiError } from '../../../schemas/generated/types';
import { useAccountStatusQuery } from '../../api/endpoints/notices';
import { useRequestProfessionalStatusMutation } from '../../api/endpoints/profile';
import { localize } from '../../lib/localize';
import { ConfirmPopup } from '../../ui/ConfirmPopup';
import { ProfileMessage } from '../../ui/ProfileMessage';
import { Spinner } from '../../ui/Spinner';
import { selectLoggedInAccount } from '../session';
import { PROFESSIONAL_COMPANY, professionalStatus, type ProfessionalStatus } from './professional-status';
import '../../ui/profile-page.css';

/** Each status's sentences, localized when shown. */
const STATUS_TEXTS: Record<ProfessionalStatus, () => readonly string[]> = {
  professional: () => [localize('You are categorised as a professional client.')],
  requested: () => [localize('Your application to be treated as a professional client is being processed.')],
  rejected: () => [
    localize(
      'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.',
    ),
    localize('More information can be found in an email sent to you.'),
  ],
  retail: () => [localize('You are categorised as a retail client. Apply to be treated as a professional trader.')],
};

/**
 * user/settings/professional (accounts-and-money §6 "Financial"): a client of the EU financial company
 * sees whether they are treated as a professional client, and a retail or rejected one may apply,
 * after confirming it. Other real accounts are told the feature is not theirs.
 */
export function ProfessionalPage() {
  const account = useSelector(selectLoggedInAccount);
  const financial = account?.landing_company_name === PROFESSIONAL_COMPANY;
  const { data: accountStatus, error } = useAccountStatusQuery(undefined, { skip: !financial });
  if (!account) return null;
  if (!financial)
    return (
      <ProfileMessage kind="notice">
        {localize('Sorry, this feature is not available in your jurisdiction.')}
      </ProfileMessage>
    );
  if (error) return <ProfileMessage kind="error">{(error as ApiError).message}</ProfileMessage>;
  if (!accountStatus) return <Spinner />;
  const status = professionalStatus(accountStatus.status);
  return (
    <section className="card profile-page" data-testid="professional-client">
      <h1 className="profile-page__title">{localize('Professional Client')}</h1>
      <div data-testid="professional-status" data-status={status}>
        {STATUS_TEXTS[status]().map((text) => (
          <p key={text} className="profile-page__intro">
            {text}
          </p>
        ))}
      </div>
      {(status === 'retail' || status === 'rejected') && <ProfessionalRequest />}
    </section>
  );
}

function ProfessionalRequest() {
  const [request, { isLoading }] = useRequestProfessionalStatusMutation();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<ApiError>();
  const onConfirm = () => {
    setRefusal(undefined);
    request()
      .unwrap()
      .catch((error: ApiError) => setRefusal(error))
      .finally(() => setConfirming(false));
  };
  return (
    <>
      <p>
        {localize(
          'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.',
        )}
      </p>
      {refusal && <ProfileMessage kind="error">{refusal.message}</ProfileMessage>}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
          {localize('Request professional status')}
        </button>
      </div>
      {confirming && (
        <ConfirmPopup
          title={localize('Request professional status')}
          question={localize('I would like to be treated as a professional client.')}
          confirmLabel={localize('Confirm')}
          cancelLabel={localize('Cancel')}
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
        />
      )}
    </>
  );
}
