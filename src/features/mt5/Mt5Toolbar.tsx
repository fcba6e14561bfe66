import { localize } from '../../lib/localize';
import { kindsOffered } from './account-types';
import type { Mt5Client } from './AccountTypeChooser';

/** Opens a new account, and a new MAM account for a real client whose company offers financial accounts. */
export function Mt5Toolbar({
  client,
  onOpen,
}: {
  client: Mt5Client;
  onOpen: (panel: { kind: 'new' } | { kind: 'mam' }) => void;
}) {
  const mamOffered = !client.isVirtual && kindsOffered('real', client.landingCompany).includes('standard');
  return (
    <div className="mt5__toolbar">
      <button type="button" className="button button--primary" onClick={() => onOpen({ kind: 'new' })}>
        {localize('New account')}
      </button>
      {mamOffered && (
        <button type="button" className="button button--secondary" onClick={() => onOpen({ kind: 'mam' })}>
          {localize('New MAM account')}
        </button>
      )}
    </div>
  );
}
