import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useActiveSymbolsQuery, usePayoutCurrenciesQuery } from '../../api/endpoints/markets';
import { useWebsiteStatusStreamQuery } from '../../api/endpoints/notices';
import { BARRIER_DEBOUNCE_MS, FORM_DEBOUNCE_MS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { Notice } from '../../ui/Notice';
import { ServerClock, selectSession, useServerNow } from '../session';
import { AnalysisTabs } from './analysis/AnalysisTabs';
import { durationSeconds } from './analysis/chart-granularity';
import { ContractFormMenu } from './components/ContractFormMenu';
import { MarketBar } from './components/MarketBar';
import { PriceBoxes } from './components/PriceBoxes';
import { TradeForm } from './components/TradeForm';
import { TradingNotices } from './components/TradingNotices';
import { formsOffered, proposalPlan } from './form';
import { useDebounced } from './useDebounced';
import { useHeldSpot } from './useHeldSpot';
import { useSiteDownNotice } from './useSiteDownNotice';
import { useTradingForm } from './useTradingForm';
import './trading.css';

/** A visitor trades in USD where it is offered, else in the first currency the platform offers. */
function visitorCurrency(offered: readonly string[] | undefined): string {
  if (!offered || offered.includes('USD')) return 'USD';
  return offered[0] ?? 'USD';
}

/** The classic trading page (trading-core §2, §4): symbols, then contracts, then the form, then prices. */
export function TradingPage() {
  const session = useSelector(selectSession);
  const now = useServerNow();
  const symbolsQuery = useActiveSymbolsQuery();
  const symbols = symbolsQuery.data;
  const accountCurrency = session.account?.currency;
  const { data: offered } = usePayoutCurrenciesQuery(undefined, { skip: session.status !== 'logged_out' });
  const currency = accountCurrency || visitorCurrency(offered);
  const { data: site } = useWebsiteStatusStreamQuery();
  const { form, available, contractsError, chooseMarket, chooseUnderlying, chooseForm, update } = useTradingForm(
    symbols,
    currency,
    site?.currencies_config,
    now,
  );

  const heldSpot = useHeldSpot(form.underlying, `${form.duration_units}|${form.barrier}|${form.barrier2}`);
  const plan = useMemo(
    () => proposalPlan(form, available ?? [], { dailyBarrierSpot: heldSpot }),
    [form, available, heldSpot],
  );
  const { parameters, pending } = useSettledParameters(plan.parameters);
  const siteDownNotice = useSiteDownNotice();

  return (
    <section className="trading-page" aria-labelledby="trading-title">
      <div className="trading-page__top">
        <h1 id="trading-title">{localize('Trading')}</h1>
        <p className="trading-page__clock">
          <span className="label">{localize('Server time')}</span>
          <ServerClock />
        </p>
      </div>
      {siteDownNotice === undefined ? (
        <TradingNotices
          symbols={symbols}
          symbolsError={symbolsQuery.error}
          underlying={form.underlying}
          contractsError={contractsError}
        />
      ) : (
        <Notice tone="warning" base="trading-notice" testId="site-notice">
          {siteDownNotice}
        </Notice>
      )}
      {siteDownNotice === undefined && symbols && symbols.length > 0 ? (
        <>
          <MarketBar
            symbols={symbols}
            market={form.market}
            underlying={form.underlying}
            onMarket={chooseMarket}
            onUnderlying={chooseUnderlying}
          />
          <div className="trading-page__main two-columns">
            <div className="trading-page__form card">
              <ContractFormMenu
                offered={formsOffered(available ?? [])}
                selected={form.formname}
                onSelect={chooseForm}
              />
              {available ? (
                <TradeForm
                  form={form}
                  available={available}
                  errors={plan.errors}
                  now={now()}
                  heldSpot={heldSpot}
                  update={update}
                />
              ) : (
                <p className="trading-page__loading" role="status">
                  {localize('Loading…')}
                </p>
              )}
            </div>
            <div className="trading-page__prices card">
              <PriceBoxes
                plan={plan}
                parameters={parameters}
                pending={pending}
                loggedIn={session.status === 'logged_in'}
              />
            </div>
          </div>
          <AnalysisTabs
            symbol={form.underlying}
            explanation={form.formname}
            loggedIn={session.status === 'logged_in'}
            seconds={
              parameters?.duration !== undefined && parameters.duration_unit
                ? durationSeconds(parameters.duration, parameters.duration_unit)
                : undefined
            }
          />
        </>
      ) : null}
    </section>
  );
}

/**
 * The request once the form has settled (500 ms; 1 s after a barrier edit), the same object while
 * it is unchanged so the price boxes keep their streams. The page's first request goes at once: there
 * is no earlier price to keep, and the visitor waits for it. A field in error stops pricing at once.
 * `pending` while the form differs from the settled request: the prices shown are for the old one.
 */
function useSettledParameters(parameters: ReturnType<typeof proposalPlan>['parameters']) {
  const key = parameters ? JSON.stringify(parameters) : '';
  const barrierKey = parameters ? `${parameters.barrier ?? ''}|${parameters.barrier2 ?? ''}` : '';
  const [asked, setAsked] = useState(false);
  if (!asked && key !== '') setAsked(true);
  const settledBarrier = useDebounced(barrierKey, asked ? BARRIER_DEBOUNCE_MS : 0);
  const formDelay = barrierKey === settledBarrier ? FORM_DEBOUNCE_MS : BARRIER_DEBOUNCE_MS;
  const settledKey = useDebounced(key, asked ? formDelay : 0);
  const settled = useMemo(
    () => (key === '' || settledKey === '' ? undefined : (JSON.parse(settledKey) as NonNullable<typeof parameters>)),
    [key, settledKey],
  );
  return { parameters: settled, pending: key !== settledKey };
}
