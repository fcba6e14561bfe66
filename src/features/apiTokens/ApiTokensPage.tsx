import { useState } from 'react';
import { useSelector } from 'react-redux';
import {
  useApiTokensQuery,
  useChangeApiTokensMutation,
  type ApiToken,
  type TokenScope,
} from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { localizedDecimal } from '../../lib/number-format';
import { ConfirmPopup } from '../../ui/ConfirmPopup';
import { refusalText } from '../../ui/form';
import { selectLoggedInAccount } from '../session';
import { TokenForm } from './TokenForm';
import { TokenTable } from './TokenTable';
import { Notice } from '../../ui/Notice';
import './api-tokens.css';

/** An account holds at most this many API tokens (accounts-and-money §9). */
const MAX_API_TOKENS = 30;

/**
 * The API token page (accounts-and-money "API tokens"): a form that creates a token with a name and
 * scopes (hidden once the account has the most tokens it may have), and the account's tokens, each
 * deleted after a confirmation.
 */
export function ApiTokensPage() {
  const account = useSelector(selectLoggedInAccount);
  const loginid = account?.loginid ?? '';
  const { data: tokens, error, isLoading } = useApiTokensQuery(loginid, { skip: !account });
  const [change] = useChangeApiTokensMutation();
  const [deleting, setDeleting] = useState<ApiToken>();
  const [deleteState, setDeleteState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  // A new form (empty again) after each token it created.
  const [formKey, setFormKey] = useState(0);

  if (!account || isLoading) return <p role="status">{localize('Loading…')}</p>;
  if (error || !tokens) {
    return (
      <Notice tone="warning" base="page-message" testId="api-tokens-error">
        {refusalText(error)}
      </Notice>
    );
  }

  const create = (name: string, scopes: TokenScope[]) =>
    change({ loginid, change: { new_token: name, new_token_scopes: scopes } })
      .unwrap()
      .then(() => setFormKey((key) => key + 1));

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteState({ busy: true });
    change({ loginid, change: { delete_token: deleting.token } })
      .unwrap()
      .then(() => {
        setDeleting(undefined);
        setDeleteState({ busy: false });
      })
      .catch((refusal: unknown) => setDeleteState({ busy: false, error: refusalText(refusal) }));
  };

  return (
    <section className="api-tokens">
      <h1>{localize('API Token')}</h1>
      <p>{localize('API tokens let you use your account through applications and scripts of your own.')}</p>
      {tokens.length >= MAX_API_TOKENS ? (
        <p className="api-tokens__limit" role="status" data-testid="token-limit">
          {localize('The maximum number of tokens ([_1]) has been reached.', localizedDecimal(`${MAX_API_TOKENS}`))}
        </p>
      ) : (
        <TokenForm key={formKey} create={create} />
      )}
      <h2>{localize('Your tokens')}</h2>
      {tokens.length === 0 ? (
        <p data-testid="no-tokens">{localize('You have no API tokens.')}</p>
      ) : (
        <TokenTable tokens={tokens} onDelete={setDeleting} />
      )}
      {deleting && (
        <ConfirmPopup
          title={localize('Delete token')}
          question={localize('Are you sure that you want to permanently delete token [_1]?', deleting.display_name)}
          busy={deleteState.busy}
          error={deleteState.error}
          onCancel={() => {
            setDeleting(undefined);
            setDeleteState({ busy: false });
          }}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}
