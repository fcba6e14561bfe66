import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import { useCashierLockStatusQuery } from '../../api/endpoints/cashier';
import { useLimitsQuery } from '../../api/endpoints/limits';
import { useAccountStatusQuery } from '../../api/endpoints/notices';
import { currencyDisplayCode, isCryptoCurrency } from '../../lib/currency';
import { tokenOfHash } from '../../lib/email-link';
import { localize } from '../../lib/localize';
import { returnToState } from '../../lib/return-to';
import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { Spinner } from '../../ui/Spinner';
import { DEFAULT_PAGE, selectLoggedInAccount, type Account } from '../session';
import { needsBchAcceptance, rememberBchAcceptance } from './bch-acceptance';
import { BchConfirmation } from './BchConfirmation';
import { CashierRefusal } from './CashierRefusal';
import { CashierSession, type CashierAsk } from './CashierSession';
import { CryptoWithdrawal } from './CryptoWithdrawal';
import { withdrawalLimitReached } from './minimum-withdrawal';
import { WithdrawalVerification } from './WithdrawalVerification';
import './cashier.css';

type Action = CashierAsk['action'];
type Provider = CashierAsk['provider'];

/**
 * cashier/forwardws?action=deposit|withdraw, and cashier/epg_forwardws for the epg provider
 * (accounts-and-money §2, §4): the checks in the spec's order (cashier password, cashier_locked, the
 * withdrawal limit, the currency), then the cashier: the platform's cashier page in a frame, or on
 * forwardws for a crypto account the crypto provider's deposit address and withdrawal form.
 */
export function CashierForwardPage({ provider }: { provider?: Provider }) {
  const account = useSelector(selectLoggedInAccount);
  const [search] = useSearchParams();
  const location = useLocation();
  const { lang = 'en' } = useParams();
  const action: Action = search.get('action') === 'withdraw' ? 'withdraw' : 'deposit';
  if (!account) return null;
  if (!account.currency)
    return <Navigate replace to={`/${lang}/user/set-currency.html`} state={returnToState(location)} />;
  return (
    <section className="card cashier" aria-labelledby="cashier-title">
      <h1 id="cashier-title">
        {action === 'withdraw' ? localize('Withdraw') : localize('Deposit')} {currencyDisplayCode(account.currency)}
      </h1>
      <CashierChecks key={`${account.loginid}:${action}`} account={account} action={action} provider={provider} />
    </section>
  );
}

/** The cashier on the epg provider's page. */
export function EpgCashierForwardPage() {
  return <CashierForwardPage provider="epg" />;
}

function CashierChecks({ account, action, provider }: { account: Account; action: Action; provider: Provider }) {
  const withdrawing = action === 'withdraw';
  const lock = useCashierLockStatusQuery(account.loginid);
  const status = useAccountStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const limits = useLimitsQuery(account.loginid, { skip: !withdrawing });
  const failed = (lock.error ?? status.error ?? limits.error) as ApiError | undefined;
  if (failed) return <CashierRefusal error={failed} />;
  if (lock.data === undefined || !status.data || (withdrawing && !limits.data)) return <Spinner />;
  if (lock.data === 1) return <LockedByPassword />;
  if (status.data.status?.includes('cashier_locked')) return <Stop text={localize('Your cashier is locked.')} />;
  if (withdrawing && limits.data && withdrawalLimitReached(limits.data.remainder, account.currency))
    return <Stop text={localize('You have reached the withdrawal limit.')} />;
  return <CashierStart account={account} action={action} provider={provider} />;
}

function Stop({ text }: { text: string }) {
  return (
    <p className="cashier__error" role="alert" data-testid="cashier-error">
      {text}
    </p>
  );
}

function LockedByPassword() {
  return (
    <p className="cashier__error" role="alert" data-testid="cashier-error">
      {localizeNodes('Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].', [
        (words) => (
          <PageLink page="user/security/cashier_passwordws" fallback={words}>
            {words}
          </PageLink>
        ),
      ])}
    </p>
  );
}

/**
 * The Bitcoin Cash notice where it applies, then a deposit straight away, or a withdrawal with the
 * e-mailed code from the link (#token=) or typed in; without one, the code is e-mailed first.
 */
function CashierStart({ account, action, provider }: { account: Account; action: Action; provider: Provider }) {
  const navigate = useNavigate();
  const { lang = 'en' } = useParams();
  const linkedCode = tokenOfHash(useLocation().hash);
  const [bchPending, setBchPending] = useState(() => needsBchAcceptance(account.currency));
  const [typedCode, setTypedCode] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const startVerification = useCallback(() => setVerifying(true), []);
  const code = typedCode ?? (action === 'withdraw' ? linkedCode : undefined);

  if (bchPending)
    return (
      <BchConfirmation
        onAccept={() => {
          rememberBchAcceptance();
          setBchPending(false);
        }}
        onCancel={() => navigate(`/${lang}/${DEFAULT_PAGE}`)}
      />
    );
  if (verifying || (action === 'withdraw' && code === undefined))
    return (
      <WithdrawalVerification
        email={account.email}
        onCode={(typed) => {
          setTypedCode(typed);
          setVerifying(false);
        }}
      />
    );
  // A crypto account's own cashier is the crypto provider's: an address to deposit to, a form to withdraw with.
  const cryptoProvider = provider === undefined && isCryptoCurrency(account.currency);
  if (cryptoProvider && action === 'withdraw' && code !== undefined)
    return <CryptoWithdrawal key={code} currency={account.currency} code={code} />;
  const ask: CashierAsk = { action, currency: account.currency, code, provider: cryptoProvider ? 'crypto' : provider };
  return <CashierSession key={code ?? ''} ask={ask} onVerifyEmail={startVerification} />;
}
