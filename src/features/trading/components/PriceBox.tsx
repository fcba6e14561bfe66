import { memo, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { canTrade, selectConnection } from '../../../api/connection-slice';
import type { Purchase } from '../../../api/endpoints/contracts';
import { useBuyMutation } from '../../../api/endpoints/contracts';
import { useProposalQuery, type ProposalParameters } from '../../../api/endpoints/pricing';
import type { ContractType, PricePosition } from '../form';
import { TRADING_TEXTS, tradingError } from '../trading-errors';
import { LoginLink } from './LoginLink';
import { priceFigures } from './price-figures';
import { PurchaseError } from './PurchaseError';
import { ReloadPageLink } from './ReloadPageLink';
import { usePriceMovement } from './usePriceMovement';
import { localize } from '../../../lib/localize';
import { PriceAnnouncement } from '../../../ui/PriceAnnouncement';
import { Notice } from '../../../ui/Notice';

interface Props {
  position: PricePosition;
  label: string;
  contractType: ContractType;
  /** The form's request without the contract type; undefined while a field is in error. */
  parameters: Omit<ProposalParameters, 'contract_type'> | undefined;
  /** The form has changed since `parameters` and its new request is not sent yet. */
  pending?: boolean;
  /** A field of the form is in error: the box shows no price and says so. */
  formInError?: boolean;
  loggedIn: boolean;
  onPurchased(purchase: Purchase, currency: string): void;
}

/**
 * One price box: its own proposal stream, so a price update re-renders this box alone. While a new
 * request is on its way (or the form's change is still settling) the last price stays, dimmed, instead
 * of flickering away, and cannot be bought; so too while the connection is down (trading-core §4). A
 * stream the platform ended (the market closed) shows its error and nothing to buy; so does a reply
 * without usable figures, and a form with a field in error shows no price at all. The quoted figure
 * carries an up or down mark when it moved with the latest update.
 */
export const PriceBox = memo(function PriceBox(props: Props) {
  const {
    position,
    label,
    contractType,
    parameters,
    pending = false,
    formInError = false,
    loggedIn,
    onPurchased,
  } = props;
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const arg = { parameters: { ...parameters!, contract_type: contractType }, attempt };
  const query = useProposalQuery(arg, { skip: parameters === undefined });
  const { error, isFetching } = query;
  // Without a request (a field in error) nothing is priced: no number from before may stay.
  const proposal = parameters === undefined ? undefined : query.data;
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
  const figures = proposal && parameters ? priceFigures(proposal, parameters, currency) : undefined;
  const current = query.currentData && parameters ? priceFigures(query.currentData, parameters, currency) : undefined;
  const movement = usePriceMovement(query.currentData, current?.quoted);
  const streamError =
    error && !alreadySubscribed && (error as { code?: string }).code !== 'RateLimit' ? tradingError(error) : undefined;
  const malformed = proposal !== undefined && figures === undefined;
  const shownError = streamError ?? (malformed ? tradingError(undefined) : undefined);
  const offline = !canTrade(useSelector(selectConnection));
  const updating = isFetching || alreadySubscribed || pending;

  const onPurchase = () => {
    if (!loggedIn) {
      setNotice(TRADING_TEXTS.pleaseLogIn());
      return;
    }
    if (!proposal || !figures || offline) return;
    void buy({ buy: proposal.id, price: proposal.ask_price })
      .unwrap()
      .then((result) => onPurchased(result, currency))
      .catch(() => undefined);
  };

  const multiplier = parameters?.multiplier;
  const movementName = movement === 'up' ? localize('Price up') : localize('Price down');
  const shown = shownError ? undefined : figures;
  const movementMark = (figure: 'stake' | 'payout') =>
    movement && shown?.quotedFigure === figure ? (
      <span
        className={`price-box__move price-box__move--${movement}`}
        role="img"
        aria-label={movementName}
        data-testid="movement"
        data-movement={movement}
      >
        {movement === 'up' ? '▲' : '▼'}
      </span>
    ) : null;
  const spoken = shown
    ? [
        label,
        `${localize('Stake')} ${shown.stake}`,
        shown.payout === undefined
          ? `${localize('Multiplier')} ${multiplier}`
          : `${localize('Payout')} ${shown.payout}`,
        movement ? movementName : '',
      ]
        .filter(Boolean)
        .join('. ')
    : '';
  return (
    <section
      className={`price-box price-box--${position}${updating ? ' price-box--updating' : ''}${offline ? ' price-box--offline' : ''}`}
      data-testid={`price-box-${position}`}
      data-contract-type={contractType}
      aria-busy={updating}
    >
      <h3 className="price-box__title">{label}</h3>
      <PriceAnnouncement text={spoken} />
      {shown ? (
        <dl className="price-box__prices">
          <dt>{localize('Stake')}</dt>
          <dd>
            <span data-testid="stake">{shown.stake}</span>
            {movementMark('stake')}
          </dd>
          {shown.payout !== undefined ? (
            <>
              <dt>{localize('Payout')}</dt>
              <dd>
                <span data-testid="payout">{shown.payout}</span>
                {movementMark('payout')}
              </dd>
            </>
          ) : (
            <>
              <dt>{localize('Multiplier')}</dt>
              <dd data-testid="multiplier">{multiplier}</dd>
            </>
          )}
        </dl>
      ) : null}
      {shown ? (
        <p className="price-box__longcode" data-testid="longcode">
          {shown.longcode}
        </p>
      ) : null}
      {formInError ? (
        <p className="price-box__why" data-testid="no-price">
          {localize('Please correct the form to see a price.')}
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
        title={shown?.longcode}
        disabled={!shown || updating || offline || purchase.isLoading}
        onClick={onPurchase}
        data-testid="purchase"
      >
        {purchase.isLoading ? localize('Purchasing…') : localize('Purchase')}
      </button>
      {shown?.profit ? (
        <p className="price-box__comment" data-testid="net-profit">
          {localize('Net profit: [_1] | Return [_2]', shown.profit.profit, shown.profit.returnPercent)}
        </p>
      ) : null}
      {notice ? (
        <Notice tone="warning" base="price-box__notice" testId="purchase-notice">
          {notice} <LoginLink />
        </Notice>
      ) : null}
      {purchase.error ? <PurchaseError error={purchase.error} onDismiss={purchase.reset} /> : null}
    </section>
  );
});
