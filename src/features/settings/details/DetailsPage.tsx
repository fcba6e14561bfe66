import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useAccountStatusQuery, useSettingsQuery } from '../../../api/endpoints/notices';
import { detailsRedirect, forgetDetailsRedirect } from '../../../lib/details-redirect';
import { localize } from '../../../lib/localize';
import { PageLink } from '../../../ui/page-links';
import { selectLoggedInAccount } from '../../session';
import { DetailsForm } from './DetailsForm';
import { requiredDetailsPresent } from './details-values';
import '../settings.css';

/**
 * user/settings/detailsws (accounts-and-money §4 "Personal details"): the client's details, those the
 * account may change in a form. A client sent here to complete their details (the redirect flag) is
 * shown, once the platform holds every required detail, the main message and the way back instead.
 */
export function DetailsPage() {
  const account = useSelector(selectLoggedInAccount);
  const settings = useSettingsQuery();
  const status = useAccountStatusQuery();
  const [redirect] = useState(detailsRedirect);
  const isVirtual = account?.is_virtual === 1;
  const complete =
    redirect !== undefined && settings.data !== undefined && requiredDetailsPresent(settings.data, isVirtual);
  useEffect(() => {
    if (complete) forgetDetailsRedirect();
  }, [complete]);

  const failed = settings.error ?? status.error;
  return (
    <section className="card settings-page">
      <h1 className="settings-page__title">{localize('Personal details')}</h1>
      {failed ? (
        <p className="form__error" role="alert">
          {(failed as { message?: string }).message ??
            localize('Sorry, an error occurred while processing your request.')}
        </p>
      ) : !account || !settings.data || !status.data ? (
        <p role="status">{localize('Loading…')}</p>
      ) : complete ? (
        <p className="form__success" role="status" data-testid="details-complete">
          {localize('Your personal details are complete.')} <PageLink page={redirect}>{localize('Continue')}</PageLink>
        </p>
      ) : (
        <DetailsForm account={account} settings={settings.data} status={status.data} />
      )}
    </section>
  );
}
