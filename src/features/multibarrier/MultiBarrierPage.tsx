import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { canTrade, selectConnection } from '../../api/connection-slice';
import { useProposalArrayQuery } from '../../api/endpoints/multi-barrier';
import { AnalysisTabs, LazyTradeChart, TRADING_TEXTS } from '../trading';
import { CATEGORY_EXPLANATIONS } from './category-explanations';
import { MB_TEXTS } from './mb-texts';
import { chartFrame } from './periods';
import { priceRequest } from './price-request';
import { PriceTable } from './PriceTable';
import { PayoutPicker } from './PayoutPicker';
import { PurchaseArea, usePurchase } from './PurchaseArea';
import { RemainingTime } from './RemainingTime';
import { SelectionBar } from './SelectionBar';
import { useLatestRequest } from './useLatestRequest';
import { useMultiBarrierAccess } from './useMultiBarrierAccess';
import { useMultiBarrierMarket } from './useMultiBarrierMarket';
import { phaseOf, usePeriodClock } from '../../lib/usePeriodClock';
import { usePeriodEndReload } from './usePeriodEndReload';
import { useChoices, useSelection } from './useSelection';
import { useServerNow } from '../session';
import './multibarrier.css';
import { localize } from '../../lib/localize';

const VISITOR_CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD'];

/** The multi-barrier trading page (trading-core §2, §4): forex periods priced barrier by barrier. */
export function MultiBarrierPage() {
  const { lang = 'en' } = useParams();
  const access = useMultiBarrierAccess();
  const offline = !canTrade(useSelector(selectConnection));
  const now = useServerNow();
  const [visitorCurrency, setVisitorCurrency] = useState('USD');
  const currency = access.currency ?? visitorCurrency;
  const choosing = useChoices();
  const { choices, choose } = choosing;
  const market = useMultiBarrierMarket(choices.underlying, currency, now);
  const selection = useSelection(market.contracts, choosing, now);
  const period = selection?.period;
  const offer = selection?.offer;

  const phase = usePeriodClock(period?.expiry, now, phaseOf);
  usePeriodEndReload({ phase, expiry: period?.expiry }, now);

  const request = useMemo(
    () =>
      period && offer && !market.closed
        ? priceRequest({ symbol: market.underlying, currency, amount: choices.amount, period, offer })
        : undefined,
    [period, offer, market.closed, market.underlying, currency, choices.amount],
  );
  const stream = useLatestRequest(request);
  const prices = useProposalArrayQuery(stream ?? skipToken, {
    selectFromResult: (result) => ({ error: result.error as { message?: string } | undefined }),
  });
  const conditions = useMemo(
    () => ({ unwelcome: access.unwelcome, closing: phase !== 'open', offline }),
    [access.unwelcome, phase, offline],
  );
  const purchase = usePurchase(stream?.request, access.loggedIn);
  const { buy } = purchase;
  const onBuy = useCallback<Parameters<typeof PriceTable>[0]['onBuy']>(
    (row, type, cell) => buy(row, type, cell),
    [buy],
  );

  if (access.redirect) return <Navigate to={`/${lang}/trading.html`} replace />;

  const contractsError = market.contractsError;
  return (
    <section className="mb-page" aria-labelledby="mb-title" data-contracts-at={market.contractsAt}>
      <div className="mb-page__top">
        <h1 id="mb-title">{localize('Multi-barrier trading')}</h1>
      </div>
      {market.closed ? (
        <p className="notice notice--info" role="status" data-testid="market-closed">
          {TRADING_TEXTS.marketClosed()}
        </p>
      ) : null}
      {!market.closed && market.symbols?.length === 0 ? (
        <p className="notice" role="alert">
          {TRADING_TEXTS.noSymbols()}
        </p>
      ) : null}
      {!market.closed && market.symbols && market.underlying ? (
        <div className="mb-page__main two-columns" data-testid="mb-form">
          <div className="mb-page__chart card">
            {period ? (
              <LazyTradeChart symbol={market.underlying} seconds={undefined} frame={chartFrame(period.duration)} />
            ) : null}
          </div>
          <div className="mb-page__panel card">
            <SelectionBar
              symbols={market.symbols}
              underlying={market.underlying}
              onUnderlying={(underlying) => choose({ underlying })}
              categories={contractsError ? undefined : selection?.categories}
              category={selection?.category ?? ''}
              onCategory={(category) => choose({ category })}
              periods={contractsError ? undefined : selection?.periods}
              period={period?.key ?? ''}
              onPeriod={(key) => choose({ period: key })}
            />
            <div className="mb-page__amount">
              <PayoutPicker amount={choices.amount} currency={currency} onChange={(amount) => choose({ amount })} />
              <label className="field">
                <span className="field__label">{localize('Currency')}</span>
                <select
                  value={currency}
                  disabled={access.currency !== undefined}
                  onChange={(event) => setVisitorCurrency(event.target.value)}
                  data-testid="mb-currency"
                >
                  {(access.currency ? [access.currency] : VISITOR_CURRENCIES).map((code) => (
                    <option key={code}>{code}</option>
                  ))}
                </select>
              </label>
            </div>
            {contractsError ? (
              <p className="notice notice--error" role="alert" data-testid="contracts-error">
                {contractsError.message} ({contractsError.code})
              </p>
            ) : null}
            {period && !contractsError ? <RemainingTime expiry={period.expiry} now={now} /> : null}
            {prices.error && stream ? (
              <p className="notice notice--error" role="alert" data-testid="proposal-error">
                {prices.error.message || TRADING_TEXTS.generic()}
              </p>
            ) : null}
            {offer?.allExpired && !contractsError ? (
              <p className="notice notice--info" role="status" data-testid="all-expired">
                {MB_TEXTS.allExpired()}
              </p>
            ) : null}
            {market.loading ? (
              <p className="mb-page__loading" role="status">
                {localize('Loading…')}
              </p>
            ) : null}
            <PurchaseArea purchase={purchase} currency={currency}>
              {offer && stream && !contractsError ? (
                <PriceTable offer={offer} stream={stream} conditions={conditions} onBuy={onBuy} />
              ) : null}
            </PurchaseArea>
          </div>
        </div>
      ) : null}
      {market.underlying ? (
        <AnalysisTabs
          symbol={market.underlying}
          explanation={CATEGORY_EXPLANATIONS[selection?.category ?? ''] ?? ''}
          seconds={undefined}
          loggedIn={access.loggedIn}
          tabs={['tab_explanation', 'tab_last_digit', 'tab_portfolio']}
        />
      ) : null}
    </section>
  );
}
