import type { Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import type { AccountForm } from './AccountActions';
import type { Mt5Client } from './AccountTypeChooser';
import { NewAccountFlow } from './NewAccountFlow';
import { NewAccountForm } from './NewAccountForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import type { TradingAccount, TransferDone } from './transfer-account';
import { TransferPanel } from './TransferPanel';

/** The MT5 page's open form: one account's (a transfer, a password change) or a new account's. */
export type Mt5PanelState = { kind: AccountForm; login: string } | { kind: 'new' } | { kind: 'mam' };

export function Mt5Panel({
  panel,
  accounts,
  client,
  email,
  trading,
  onTransferred,
  onChanged,
}: {
  panel: Mt5PanelState;
  accounts: readonly Mt5Login[];
  client: Mt5Client;
  email: string;
  trading: TradingAccount | undefined;
  onTransferred: (done: TransferDone) => void;
  onChanged: (message: string) => void;
}) {
  if (panel.kind === 'new')
    return (
      <NewAccountFlow
        client={client}
        email={email}
        onDone={(login) => onChanged(localize('Your MT5 account [_1] has been created.', login))}
      />
    );
  if (panel.kind === 'mam')
    return (
      <NewAccountForm
        money="real"
        kind="standard"
        mam
        landingCompany={client.landingCompany}
        email={email}
        onDone={(login) => onChanged(localize('Your MT5 account [_1] has been created.', login))}
      />
    );
  const account = accounts.find((each) => each.login === panel.login);
  if (!account) return null;
  if (panel.kind === 'password')
    return (
      <PasswordChangeForm
        key={panel.login}
        login={panel.login}
        onDone={() => onChanged(localize('Your MT5 password has been changed.'))}
      />
    );
  return trading ? <TransferPanel kind={panel.kind} mt5={account} trading={trading} onDone={onTransferred} /> : null;
}
