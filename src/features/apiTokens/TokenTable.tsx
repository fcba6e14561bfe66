import { useState } from 'react';
import type { ApiToken } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { StackedTable } from '../../ui/StackedTable';
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
    <StackedTable
      columns={[
        { label: localize('Name'), cell: (token) => token.display_name },
        {
          label: localize('Token'),
          cell: (token) => (
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
          ),
        },
        { label: localize('Scopes'), cell: (token) => scopesText(token.scopes) },
        { label: localize('Last Used'), cell: (token) => lastUsedText(token.last_used), nowrap: true },
        {
          label: localize('Action'),
          cell: (token) => (
            <button type="button" className="button button--secondary" onClick={() => onDelete(token)}>
              {localize('Delete')}
            </button>
          ),
        },
      ]}
      rows={tokens}
      rowKey={(token) => token.token}
      className="api-tokens__table"
      testId="token-table"
      rowTestId="token-row"
    />
  );
}
