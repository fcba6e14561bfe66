import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { canTrade, selectConnection } from '../../api/connection-slice';
import { AnalysisTabs, LazyTradeChart, TRADING_TEXTS } from '../trading';
import { explanationOf } from './category-explanations';
import { chartFrame } from './periods';
import { PriceTable } from './PriceTable';
import { PayoutPicker } from './PayoutPicker';
import { PurchaseArea, usePurchase } from './PurchaseArea';
import { ContractsNotices } from './ContractsNotices';
import { CurrencyField } from './CurrencyField';
import { pageStatus } from './page-status';
import { SelectionBar } from './SelectionBar';
import { usePriceStream } from './usePriceStream';
import { useMultiBarrierAccess } from './useMultiBarrierAccess';
import { useMultiBarrierMarket } from './useMultiBarrierMarket';
import { phaseOf, usePeriodClock } from '../../lib/usePeriodClock';
import { usePeriodEndReload } from './usePeriodEndReload';
import { useChoices, useSelection } from './useSelection';
import { useServerNow } from '../session';
import './multibarrier.css';
import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';

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
  const expiry = period?.expiry;

  const phase = usePeriodClock(expiry, now, phaseOf);
  usePeriodEndReload({ phase, expiry }, now);

  const { stream, error: priceError } = usePriceStream({
    symbol: market.underlying,
    currency,
    amount: choices.amount,
    selection,
    closed: market.closed,
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

  const status = pageStatus({
    closed: market.closed,
    symbols: market.symbols,
    underlying: market.underlying,
    contractsLoading: market.loading,
    contractsError: market.contractsError,
    selection,
    stream,
    priceError,
  });
  return (
    <section className="mb-page" aria-labelledby="mb-title" data-contracts-at={market.contractsAt}>
      <div className="mb-page__top">
        <h1 id="mb-title">{localize('Multi-barrier trading')}</h1>
      </div>
      {status.kind === 'closed' ? (
        <Notice tone="info" testId="market-closed">
          {TRADING_TEXTS.marketClosed()}
        </Notice>
      ) : null}
      {status.kind === 'no-symbols' ? <Notice tone="warning">{TRADING_TEXTS.noSymbols()}</Notice> : null}
      {status.kind === 'ready' ? (
        <div className="mb-page__main two-columns" data-testid="mb-form">
          <div className="mb-page__chart card">
            {period ? (
              <LazyTradeChart symbol={status.underlying} seconds={undefined} frame={chartFrame(period.duration)} />
            ) : null}
          </div>
          <div className="mb-page__panel card">
            <SelectionBar
              symbols={status.symbols}
              underlying={status.underlying}
              offered={status.contracts.kind === 'offered' ? status.contracts.selection : undefined}
              onChoose={choose}
            />
            <div className="mb-page__amount">
              <PayoutPicker amount={choices.amount} currency={currency} onChange={(amount) => choose({ amount })} />
              <CurrencyField currency={currency} fixed={access.currency} onChange={setVisitorCurrency} />
            </div>
            <ContractsNotices contracts={status.contracts} priceError={status.priceError} now={now} />
            <PurchaseArea purchase={purchase} currency={currency}>
              {status.prices ? <PriceTable {...status.prices} conditions={conditions} onBuy={onBuy} /> : null}
            </PurchaseArea>
          </div>
        </div>
      ) : null}
      {market.underlying ? (
        <AnalysisTabs
          symbol={market.underlying}
          explanation={explanationOf(selection?.category)}
          seconds={undefined}
          loggedIn={access.loggedIn}
          tabs={['tab_explanation', 'tab_last_digit', 'tab_portfolio']}
        />
      ) : null}
    </section>
  );
}
