import { useState } from 'react';
import type { ApiToken } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { lastUsedText, scopesText } from './scopes';

/** The account's tokens: name, the token itself with a copy button, scopes, last use, and Delete. */
export function TokenTable({ tokens, onDelete }: { tokens: ApiToken[]; onDelete: (token: ApiToken) => void }) {
  const [copied, setCopied] = useState<string>();
  const copy = (token: string) =>
    void navigator.clipboard
      .writeText(token)
      .then(() => setCopied(token))
      .catch(() => setCopied(undefined));
  return (
    <table className="stacked-table api-tokens__table" data-testid="token-table">
      <thead>
        <tr>
          <th scope="col">{localize('Name')}</th>
          <th scope="col">{localize('Token')}</th>
          <th scope="col">{localize('Scopes')}</th>
          <th scope="col">{localize('Last Used')}</th>
          <th scope="col">{localize('Action')}</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.token} data-testid="token-row">
            <td data-label={localize('Name')}>{token.display_name}</td>
            <td data-label={localize('Token')}>
              <span className="api-tokens__token">
                <code data-testid="token-value">{token.token}</code>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => copy(token.token)}
                  aria-label={localize('Copy token [_1]', token.display_name)}
                >
                  {copied === token.token ? localize('Copied') : localize('Copy')}
                </button>
              </span>
            </td>
            <td data-label={localize('Scopes')}>{scopesText(token.scopes)}</td>
            <td data-label={localize('Last Used')} className="stacked-table__nowrap">
              {lastUsedText(token.last_used)}
            </td>
            <td data-label={localize('Action')}>
              <button type="button" className="button button--secondary" onClick={() => onDelete(token)}>
                {localize('Delete')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
