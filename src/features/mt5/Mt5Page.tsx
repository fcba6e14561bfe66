import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { useMt5AccountsQuery, useUsdRatesQuery } from '../../api/endpoints/mt5';
import { tokenOfHash } from '../../lib/email-link';
import { localize } from '../../lib/localize';
import { balanceOf, selectLoggedInAccount, type Account } from '../session';
import { groupAccounts } from './account-groups';
import { AccountActions } from './AccountActions';
import type { Mt5Client } from './AccountTypeChooser';
import { mt5Offered } from './mt5-availability';
import { Mt5AccountSection } from './Mt5AccountSection';
import { Mt5Panel, type Mt5PanelState } from './Mt5Panel';
import { Mt5Toolbar } from './Mt5Toolbar';
import { PasswordResetForm } from './PasswordResetForm';
import type { TradingAccount, TransferDone } from './transfer-account';
import { UpgradeMessage } from './UpgradeMessage';
import { Notice } from '../../ui/Notice';
import './mt5.css';

/**
 * The MT5 page (accounts-and-money "MT5 page"): the client's MT5 accounts in Demo, MAM and
 * Real-Money groups; new accounts and MAM accounts; password changes and resets; revoking a MAM
 * manager; deposits to and withdrawals from the real accounts, and the demo top-up.
 */
export function Mt5Page() {
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  if (!mt5Offered(account.landing_company_name, account.country))
    return (
      <Notice tone="warning" base="page-message">
        {localize('Sorry, this feature is not available in your jurisdiction.')}
      </Notice>
    );
  return <Mt5Accounts account={account} />;
}

function Mt5Accounts({ account }: { account: Account }) {
  const { loginid, currency, email } = account;
  const client: Mt5Client = {
    landingCompany: account.landing_company_name,
    residence: account.country,
    isVirtual: account.is_virtual === 1,
  };
  const accounts = useMt5AccountsQuery(loginid);
  // Fetched with the page, so the limits of a transfer are ready when its form opens.
  useUsdRatesQuery();
  const { data: balances } = useBalancesQuery(loginid);
  const resetToken = tokenOfHash(useLocation().hash);
  const [panel, setPanel] = useState<Mt5PanelState>();
  const [notice, setNotice] = useState<string>();
  const [resetDone, setResetDone] = useState(false);
  const balance = balanceOf(balances, loginid);
  const trading: TradingAccount | undefined =
    !client.isVirtual && balance !== undefined ? { loginid, currency, balance } : undefined;
  const list = accounts.data ?? [];
  const groups = groupAccounts(list);

  const changed = (message: string) => {
    setPanel(undefined);
    setNotice(message);
    void accounts.refetch();
  };
  const transferred = (transfer: TransferDone) =>
    changed(
      localize(
        'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.',
        transfer.amount,
        transfer.currency,
        transfer.from,
        transfer.to,
      ),
    );
  const toggle = (next: Mt5PanelState) => {
    setNotice(undefined);
    const same = panel?.kind === next.kind && (!('login' in next) || ('login' in panel && panel.login === next.login));
    setPanel(same ? undefined : next);
  };
  const actions = (mt5: (typeof list)[number]) => (
    <AccountActions
      account={mt5}
      canTransfer={trading !== undefined}
      email={email}
      onOpen={(form) => toggle({ kind: form, login: mt5.login ?? '' })}
      onNotice={(message) => {
        setPanel(undefined);
        setNotice(message);
      }}
      onChanged={changed}
    />
  );

  return (
    <section className="card mt5">
      <h1>{localize('MetaTrader 5 accounts')}</h1>
      {notice && (
        <Notice tone="info" base="page-message">
          {notice}
        </Notice>
      )}
      {resetToken && !resetDone && list.length > 0 && (
        <PasswordResetForm
          key={resetToken}
          token={resetToken}
          accounts={list}
          onDone={() => {
            setResetDone(true);
            changed(localize('Your MT5 password has been changed.'));
          }}
        />
      )}
      {accounts.error ? (
        <Notice tone="warning" base="page-message">
          {accounts.error.message || localize('Sorry, an error occurred while processing your request.')}
        </Notice>
      ) : (
        <>
          <Mt5Toolbar client={client} onOpen={toggle} />
          {panel && (
            <Mt5Panel
              panel={panel}
              accounts={list}
              client={client}
              email={email}
              trading={trading}
              onTransferred={transferred}
              onChanged={changed}
            />
          )}
          <Mt5AccountSection title={localize('Demo')} accounts={groups.demo} actions={actions} />
          <Mt5AccountSection title={localize('MAM')} accounts={groups.mam} actions={actions} />
          <Mt5AccountSection title={localize('Real-Money')} accounts={groups.real} actions={actions}>
            {client.isVirtual ? <UpgradeMessage /> : undefined}
          </Mt5AccountSection>
        </>
      )}
    </section>
  );
}
