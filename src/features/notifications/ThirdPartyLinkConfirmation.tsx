import { useEffect, useState } from 'react';
import { oauthBaseUrl } from '../../api/socket/endpoint';
import { browserNavigation } from '../../lib/browser-navigation';
import { localize } from '../../lib/localize';
import { readableStorage } from '../../lib/storage';
import { ConfirmPopup } from '../../ui/ConfirmPopup';
import { thirdPartyLinkOf, type ThirdPartyLink } from './third-party-links';

/** The origins that are this product: the app's own, and the platform's (its log-in page). */
function ownOrigins(): string[] {
  const here = window.location.origin;
  return [here, new URL(oauthBaseUrl(readableStorage()), window.location.href).origin];
}

/**
 * Asks before a link leaves for a site the product does not own (EU visitors and maltainvest
 * clients, accounts-and-money §6): Proceed follows the link, Cancel stays.
 */
export function ThirdPartyLinkConfirmation() {
  const [pending, setPending] = useState<ThirdPartyLink>();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = thirdPartyLinkOf(event, ownOrigins());
      if (!link) return;
      event.preventDefault();
      setPending(link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (!pending) return null;
  const proceed = () => {
    setPending(undefined);
    if (pending.newWindow) browserNavigation.openElsewhere(pending.href);
    else browserNavigation.assign(pending.href);
  };
  return (
    <ConfirmPopup
      title={localize('Redirect notice')}
      question={localize(
        'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?',
        'Strike',
      )}
      busy={false}
      confirmLabel={localize('Proceed')}
      cancelLabel={localize('Cancel')}
      onCancel={() => setPending(undefined)}
      onConfirm={proceed}
    />
  );
}
