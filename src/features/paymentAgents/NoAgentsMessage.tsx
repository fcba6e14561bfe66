import { localize } from '../../lib/localize';

/** accounts-and-money §8: no agent serves the client's residence in the account's currency. */
export function NoAgentsMessage() {
  return (
    <p className="agents__none" role="status" data-testid="no-payment-agents">
      {localize('Payment Agent services are not available in your country or in your preferred currency.')}
    </p>
  );
}
