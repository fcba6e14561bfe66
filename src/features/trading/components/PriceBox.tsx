import { memo, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { canTrade, selectConnection } from '../../../api/connection-slice';
import type { Purchase } from '../../../api/endpoints/contracts';
import { useBuyMutation } from '../../../api/endpoints/contracts';
import { useProposalQuery, type ProposalParameters } from '../../../api/endpoints/pricing';
import type { ContractType, PricePosition } from '../form';
import { TRADING_TEXTS, tradingError } from '../trading-errors';
import { LoginLink } from './LoginLink';
import { moneyText, netProfit } from './money-text';
import { PurchaseError } from './PurchaseError';
import { ReloadPageLink } from './ReloadPageLink';
import { localize } from '../../../lib/localize';

interface Props {
  position: PricePosition;
  label: string;
  contractType: ContractType;
  /** The form's request without the contract type; undefined while a field is in error. */
  parameters: Omit<ProposalParameters, 'contract_type'> | undefined;
  /** The form has changed since `parameters` and its new request is not sent yet. */
  pending?: boolean;
  loggedIn: boolean;
  onPurchased(purchase: Purchase, currency: string): void;
}

/**
 * One price box: its own proposal stream, so a price update re-renders this box alone. While a new
 * request is on its way (or the form's change is still settling) the last price stays, dimmed, instead
 * of flickering away, and cannot be bought; so too while the connection is down (trading-core §4). A
 * stream the platform ended (the market closed) shows its error and nothing to buy.
 */
export const PriceBox = memo(function PriceBox(props: Props) {
  const { position, label, contractType, parameters, pending = false, loggedIn, onPurchased } = props;
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const arg = { parameters: { ...parameters!, contract_type: contractType }, attempt };
  const { data: proposal, error, isFetching } = useProposalQuery(arg, { skip: parameters === undefined });
  const [buy, purchase] = useBuyMutation();
  const [notice, setNotice] = useState<string | undefined>();

  const alreadySubscribed = (error as { code?: string } | undefined)?.code === 'AlreadySubscribed';
  useEffect(() => {
    // AlreadySubscribed: show the overlay once and ask again (trading-core §4).
    if (alreadySubscribed && !retried.current) {
      retried.current = true;
      setAttempt((current) => current + 1);
    }
  }, [alreadySubscribed]);
  useEffect(() => setNotice(undefined), [parameters, contractType]);

  const currency = parameters?.currency ?? '';
  const shownError =
    error && !alreadySubscribed && (error as { code?: string }).code !== 'RateLimit' ? tradingError(error) : undefined;
  const offline = !canTrade(useSelector(selectConnection));
  const updating = isFetching || alreadySubscribed || pending;

  const onPurchase = () => {
    if (!loggedIn) {
      setNotice(TRADING_TEXTS.pleaseLogIn());
      return;
    }
    if (!proposal || offline) return;
    void buy({ buy: proposal.id, price: proposal.ask_price })
      .unwrap()
      .then((result) => onPurchased(result, currency))
      .catch(() => undefined);
  };

  // A lookback pays what the market moved times its multiplier: it has no payout or profit to show in advance.
  const multiplier = parameters?.multiplier;
  const profit =
    proposal && multiplier === undefined ? netProfit(proposal.payout, proposal.ask_price, currency) : undefined;
  return (
    <section
      className={`price-box price-box--${position}${updating ? ' price-box--updating' : ''}${offline ? ' price-box--offline' : ''}`}
      data-testid={`price-box-${position}`}
      data-contract-type={contractType}
      aria-busy={updating}
    >
      <h3 className="price-box__title">{label}</h3>
      {proposal && !shownError ? (
        <dl className="price-box__prices">
          <dt>{localize('Stake')}</dt>
          <dd data-testid="stake">{moneyText(proposal.ask_price, currency)}</dd>
          {multiplier === undefined ? (
            <>
              <dt>{localize('Payout')}</dt>
              <dd data-testid="payout">{moneyText(proposal.payout, currency)}</dd>
            </>
          ) : (
            <>
              <dt>{localize('Multiplier')}</dt>
              <dd data-testid="multiplier">{multiplier}</dd>
            </>
          )}
        </dl>
      ) : null}
      {proposal && !shownError ? (
        <p className="price-box__longcode" data-testid="longcode">
          {proposal.longcode}
        </p>
      ) : null}
      {shownError ? (
        <p className="price-box__error" role="alert" data-testid="contract-error">
          {shownError.message}
          {shownError.hint ? <span className="price-box__hint"> {shownError.hint}</span> : null}
          {shownError.action === 'reload' ? (
            <>
              {' '}
              <ReloadPageLink />
            </>
          ) : null}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary price-box__purchase"
        title={proposal?.longcode}
        disabled={
          !proposal || Boolean(shownError) || updating || offline || purchase.isLoading || parameters === undefined
        }
        onClick={onPurchase}
        data-testid="purchase"
      >
        {purchase.isLoading ? localize('Purchasing…') : localize('Purchase')}
      </button>
      {profit && !shownError ? (
        <p className="price-box__comment">
          {localize('Net profit: [_1] | Return [_2]', profit.profit, profit.returnPercent)}
        </p>
      ) : null}
      {notice ? (
        <p className="price-box__notice" role="alert" data-testid="purchase-notice">
          {notice} <LoginLink />
        </p>
      ) : null}
      {purchase.error ? <PurchaseError error={purchase.error} onDismiss={purchase.reset} /> : null}
    </section>
  );
});
