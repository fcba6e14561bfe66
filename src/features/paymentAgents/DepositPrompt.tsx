import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';

/** accounts-and-money §8: a client with nothing to withdraw is asked to deposit first. */
export function DepositPrompt() {
  return (
    <p className="agents__notice" role="status" data-testid="deposit-prompt">
      {localizeNodes('Please [_1]deposit[_2] to your account.', [
        (words) => (
          <PageLink page="cashier/forwardws" search="?action=deposit" fallback={words}>
            {words}
          </PageLink>
        ),
      ])}
    </p>
  );
}
