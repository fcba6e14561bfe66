import type { TransferBetweenAccountsReply } from '../../api/endpoints/account-transfer';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';

/** The success view (accounts-and-money §2): both accounts' new balances, and a way to transfer again. */
export function TransferDone({
  reply,
  from,
  onReset,
}: {
  reply: TransferBetweenAccountsReply;
  from: string;
  onReset: () => void;
}) {
  const shown = [from, reply.client_to_loginid].flatMap((loginid) =>
    (reply.accounts ?? []).filter((account) => account.loginid === loginid),
  );
  return (
    <div className="account-transfer__done" role="status" data-testid="transfer-done">
      <p>{localize('Your fund transfer is successful. Your new balances are:')}</p>
      <dl className="account-transfer__balances">
        {shown.map((account) => (
          <div key={account.loginid} className="account-transfer__balance">
            <dt>{account.loginid}</dt>
            <dd>{moneyText(account.balance, account.currency)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--primary" onClick={onReset}>
        {localize('Make another transfer')}
      </button>
    </div>
  );
}
