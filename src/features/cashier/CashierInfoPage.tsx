import { useSelector } from 'react-redux';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { usePaymentAgentsQuery } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode, isCryptoCurrency } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { localizeNodes } from '../../ui/localized-nodes';
import { PageLink } from '../../ui/page-links';
import { selectLoggedInAccount, type Account } from '../session';
import { PaymentMethods } from './PaymentMethods';
import './cashier.css';

/**
 * cashier: how to put money in and take it out (accounts-and-money §2 "Cashier info page"): a demo
 * account's top-up note, the cashier's Deposit and Withdraw for a real account (with its note for a
 * fiat one, or the crypto block), payment agents where the residence has them, and the payment methods.
 */
export function CashierInfoPage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: site } = useWebsiteStatusStreamQuery();
  const residence = account ? account.country : (site?.clients_country ?? '');
  return (
    <section className="card cashier" aria-labelledby="cashier-info-title">
      <h1 id="cashier-info-title">{localize('Cashier')}</h1>
      {account?.is_virtual ? <TopUpNote /> : <DepositAndWithdraw account={account} />}
      {residence && <PaymentAgentsBlock residence={residence} currency={account?.currency ?? ''} />}
      <h2>{localize('Payment methods')}</h2>
      <PaymentMethods />
    </section>
  );
}

function TopUpNote() {
  return (
    <p className="cashier__notice" data-testid="top-up-note">
      {localizeNodes(
        'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.',
        [
          (words) => (
            <PageLink page="cashier/top_up_virtualws" fallback={words}>
              {words}
            </PageLink>
          ),
        ],
      )}
    </p>
  );
}

function DepositAndWithdraw({ account }: { account: Account | undefined }) {
  const crypto = account?.currency ? isCryptoCurrency(account.currency) : false;
  return (
    <div className="cashier__block" data-testid={crypto ? 'crypto-block' : 'fiat-block'}>
      <h2>{crypto ? localize('Cryptocurrency cashier') : localize('Deposit and withdraw')}</h2>
      <p>
        {crypto
          ? localize(
              'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.',
              currencyDisplayCode(account!.currency),
            )
          : localize('Fund your account and withdraw from it by bank wire, card or e-wallet.')}
      </p>
      {account && !crypto && (
        <p className="cashier__note" data-testid="cashier-note">
          {localize(
            'The payment methods offered to you depend on your country of residence and your account currency.',
          )}
        </p>
      )}
      {account && (
        <p className="cashier__buttons">
          <PageLink page="cashier/forwardws" search="?action=deposit" className="button button--primary">
            {localize('Deposit')}
          </PageLink>
          <PageLink page="cashier/forwardws" search="?action=withdraw" className="button button--secondary">
            {localize('Withdraw')}
          </PageLink>
        </p>
      )}
    </div>
  );
}

/** Shown only where the residence has payment agents; for a USDT account, only agents that take USDT (accounts-and-money §6). */
function PaymentAgentsBlock({ residence, currency }: { residence: string; currency: string }) {
  const { data: agents } = usePaymentAgentsQuery(currency === 'UST' ? { residence, currency } : { residence });
  if (!agents?.length) return null;
  return (
    <div className="cashier__block" data-testid="payment-agents-block">
      <h2>{localize('Payment agents')}</h2>
      <p>{localize('Deposit and withdraw in your local currency through a payment agent near you.')}</p>
      <p>
        <PageLink page="cashier/payment_agent_listws" fallback={null}>
          {localize('See the payment agents')}
        </PageLink>
      </p>
    </div>
  );
}
