import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { WITHDRAW_PAGE } from './agent-pages';

/**
 * accounts-and-money §8: the e-mailed code was refused; "here" opens the withdrawal page afresh,
 * which has a new code e-mailed.
 */
export function TokenRestartMessage() {
  return (
    <p className="form__error" role="alert" data-testid="token-restart">
      {localizeNodes(
        'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.',
        [
          (words) => (
            <PageLink page={WITHDRAW_PAGE} fallback={words}>
              {words}
            </PageLink>
          ),
        ],
      )}
    </p>
  );
}
