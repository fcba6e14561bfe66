import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useTransferAccountsQuery, type TransferBetweenAccountsReply } from '../../api/endpoints/account-transfer';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { useLimitsQuery } from '../../api/endpoints/limits';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { DepositPrompt } from '../paymentAgents';
import { balanceOf, selectLoggedInAccount } from '../session';
import { TransferDone } from './TransferDone';
import { TransferFeeNote } from './TransferFeeNote';
import { TransferForm } from './TransferForm';
import { minimumTransfer, mixesCryptoAndFiat, transferView } from './transfer-rules';
import './account-transfer.css';

/**
 * cashier/account_transfer (accounts-and-money §4, §5, §6): the accounts the platform lists, then a
 * message when no transfer can be made, otherwise the form and, once done, both new balances.
 */
export function AccountTransferPage() {
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  return (
    <section className="card account-transfer" aria-labelledby="account-transfer-title">
      <h1 id="account-transfer-title">{localize('Transfer Between Accounts')}</h1>
      <Transfer loginid={account.loginid} currency={account.currency} />
    </section>
  );
}

function Transfer({ loginid, currency }: { loginid: string; currency: string }) {
  const accounts = useTransferAccountsQuery(loginid);
  const limits = useLimitsQuery(loginid);
  const { data: site } = useWebsiteStatusStreamQuery();
  const { data: balances } = useBalancesQuery(loginid);
  const balance = balanceOf(balances, loginid);
  const [done, setDone] = useState<TransferBetweenAccountsReply>();

  if (done)
    return (
      <TransferDone
        reply={done}
        from={loginid}
        onReset={() => {
          setDone(undefined);
          void accounts.refetch();
          void limits.refetch();
        }}
      />
    );
  const failure = accounts.error ?? limits.error;
  if (failure)
    return (
      <p className="form__error" role="alert">
        {(failure as { message?: string }).message ||
          localize('Sorry, an error occurred while processing your request.')}
      </p>
    );
  if (!accounts.data || !limits.data || !site || balance === undefined || accounts.isFetching) return <Spinner />;

  const minimum = minimumTransfer(currency, site.currencies_config);
  const view = transferView({ loginid, balance, minimum, accounts: accounts.data, remainder: limits.data.remainder });
  switch (view.kind) {
    case 'no_balance':
    case 'below_minimum':
      return (
        <div className="account-transfer__message" data-testid="account-transfer-message">
          <Notice tone="plain">
            {localize(
              'The minimum required amount for using the account transfer facility is [_1].',
              moneyText(minimum, currency),
            )}
          </Notice>
          <DepositPrompt />
        </div>
      );
    case 'no_account':
      return (
        <Notice tone="plain" className="account-transfer__message" testId="account-transfer-message">
          {localize('Fund transfers between accounts are unavailable.')}
        </Notice>
      );
    case 'limit_reached':
      return (
        <Notice tone="plain" className="account-transfer__message" testId="account-transfer-message">
          {localize('You have reached your withdrawal limit.')}
        </Notice>
      );
    case 'form':
      return (
        <>
          <TransferForm from={view.from} targets={view.targets} minimum={minimum} max={view.max} onDone={setDone} />
          {mixesCryptoAndFiat(view.from, view.targets) && (
            <TransferFeeNote from={view.from} targets={view.targets} config={site.currencies_config} />
          )}
        </>
      );
  }
}
