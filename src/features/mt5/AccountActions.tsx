import type { Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { DemoTopUpButton } from './DemoTopUpButton';
import { PasswordResetRequest } from './PasswordResetRequest';
import { RevokeManagerButton } from './RevokeManagerButton';

export type AccountForm = 'deposit' | 'withdrawal' | 'password';

/**
 * What can be done with one MT5 account: top up a demo one, move money to and from a real one (when
 * the client has a trading account for it), take a MAM account back from its manager, and change or
 * reset its passwords.
 */
export function AccountActions({
  account,
  canTransfer,
  email,
  onOpen,
  onNotice,
  onChanged,
}: {
  account: Mt5Login;
  canTransfer: boolean;
  email: string;
  onOpen: (form: AccountForm) => void;
  onNotice: (message: string) => void;
  /** The platform changed the account: the list is fetched again, with `message` as the notice. */
  onChanged: (message: string) => void;
}) {
  const login = account.login ?? '';
  const formButton = (form: AccountForm, label: string) => (
    <button type="button" className="button button--secondary" onClick={() => onOpen(form)}>
      {label}
    </button>
  );
  return (
    <>
      {account.account_type === 'demo' && (
        <DemoTopUpButton
          account={account}
          onDone={() => onChanged(localize('Your demo account [_1] has been topped up.', login))}
          onRefused={onNotice}
        />
      )}
      {account.account_type === 'real' && canTransfer && (
        <>
          {formButton('deposit', localize('Deposit'))}
          {formButton('withdrawal', localize('Withdrawal'))}
        </>
      )}
      {account.manager_id && (
        <RevokeManagerButton
          login={login}
          onDone={() => onChanged(localize('The manager of [_1] has been revoked.', login))}
          onRefused={onNotice}
        />
      )}
      {formButton('password', localize('Change password'))}
      <PasswordResetRequest
        email={email}
        onSent={() => onNotice(localize('Please check your email for the password reset link.'))}
        onRefused={onNotice}
      />
    </>
  );
}
