import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { useMt5AccountsQuery, useUsdRatesQuery, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { balanceOf, selectLoggedInAccount } from '../session';
import { groupAccounts } from './account-groups';
import { DemoTopUpButton } from './DemoTopUpButton';
import { mt5Offered } from './mt5-availability';
import { Mt5AccountSection } from './Mt5AccountSection';
import type { TradingAccount, TransferDone } from './transfer-account';
import { TransferPanel } from './TransferPanel';
import './mt5.css';

type OpenForm = { kind: 'deposit' | 'withdrawal'; login: string };

/**
 * The MT5 page (accounts-and-money "MT5 page"): the client's MT5 accounts in Demo, MAM and
 * Real-Money groups, deposits to and withdrawals from the real ones, and the demo top-up.
 */
export function Mt5Page() {
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  if (!mt5Offered(account.landing_company_name, account.country))
    return (
      <p className="page-message" role="alert">
        {localize('Sorry, this feature is not available in your jurisdiction.')}
      </p>
    );
  return <Mt5Accounts loginid={account.loginid} currency={account.currency} isVirtual={account.is_virtual === 1} />;
}

function Mt5Accounts({ loginid, currency, isVirtual }: { loginid: string; currency: string; isVirtual: boolean }) {
  const accounts = useMt5AccountsQuery(loginid);
  const { data: rates, isError: ratesMissing } = useUsdRatesQuery();
  const { data: balances } = useBalancesQuery(loginid);
  const [open, setOpen] = useState<OpenForm>();
  const [notice, setNotice] = useState<string>();
  const balance = balanceOf(balances, loginid);
  const trading: TradingAccount | undefined =
    !isVirtual && balance !== undefined ? { loginid, currency, balance } : undefined;
  const groups = groupAccounts(accounts.data ?? []);
  const openAccount = (accounts.data ?? []).find((each) => each.login === open?.login);

  const done = (transfer: TransferDone) => {
    setOpen(undefined);
    setNotice(
      localize(
        'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.',
        transfer.amount,
        transfer.currency,
        transfer.from,
        transfer.to,
      ),
    );
    void accounts.refetch();
  };
  const toggle = (kind: OpenForm['kind'], login: string) => {
    setNotice(undefined);
    setOpen(open?.kind === kind && open.login === login ? undefined : { kind, login });
  };
  const transferButtons = (mt5: Mt5Login) =>
    trading && (
      <>
        <button type="button" className="button button--secondary" onClick={() => toggle('deposit', mt5.login ?? '')}>
          {localize('Deposit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => toggle('withdrawal', mt5.login ?? '')}
        >
          {localize('Withdrawal')}
        </button>
      </>
    );
  const topUpButton = (mt5: Mt5Login) => (
    <DemoTopUpButton
      account={mt5}
      onDone={() => {
        setNotice(localize('Your demo account [_1] has been topped up.', mt5.login ?? ''));
        void accounts.refetch();
      }}
      onRefused={setNotice}
    />
  );
  const upgrade = isVirtual ? (
    <p className="page-message">
      {localize('You are on a virtual account. To open a real MT5 account, please upgrade to a real account.')}
    </p>
  ) : undefined;

  return (
    <section className="card mt5">
      <h1>{localize('MetaTrader 5 accounts')}</h1>
      {notice && (
        <p className="page-message" role="status">
          {notice}
        </p>
      )}
      {accounts.error ? (
        <p className="page-message" role="alert">
          {accounts.error.message || localize('Sorry, an error occurred while processing your request.')}
        </p>
      ) : (
        <>
          <Mt5AccountSection title={localize('Demo')} accounts={groups.demo} actions={topUpButton} />
          <Mt5AccountSection title={localize('MAM')} accounts={groups.mam} actions={transferButtons}>
            {upgrade}
          </Mt5AccountSection>
          <Mt5AccountSection title={localize('Real-Money')} accounts={groups.real} actions={transferButtons}>
            {upgrade}
          </Mt5AccountSection>
        </>
      )}
      {open && openAccount && trading && rates && (
        <TransferPanel kind={open.kind} mt5={openAccount} trading={trading} onDone={done} rates={rates} />
      )}
      {open && ratesMissing && (
        <p className="form__error" role="alert">
          {localize('Sorry, an error occurred while processing your request.')}
        </p>
      )}
    </section>
  );
}
