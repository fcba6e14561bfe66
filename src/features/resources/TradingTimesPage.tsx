import { useId, useState } from 'react';
import { useTradingTimesQuery, type TradingTimesMarket } from '../../api/endpoints/market-info';
import { useServerTimeQuery } from '../../api/endpoints/system';
import { localizedDate, localizedTimeOfDay } from '../../lib/date-format';
import { localize } from '../../lib/localize';
import { ResourceMessage } from './ResourceMessage';
import { pickedTradingDate, tradingDateRange } from './trading-dates';
import './resources.css';

type Submarket = NonNullable<TradingTimesMarket['submarkets']>[number];
type SymbolTimes = Submarket['symbols'][number];

/**
 * Trading times (trading-core "trading_times"): per market, each underlying's opening, closing and
 * settlement times (GMT) and upcoming events on a chosen date, today (the platform's) by default and
 * at most 364 days ahead.
 */
export function TradingTimesPage() {
  const { data: time } = useServerTimeQuery();
  const [picked, setPicked] = useState<string>();
  const dateField = useId();
  if (!time) return <ResourceMessage error={undefined} />;
  const range = tradingDateRange(time.time);
  const date = picked ?? range.min;
  return (
    <section className="resources-page">
      <h1>{localize('Trading Times')}</h1>
      <p className="resources-date">
        <label htmlFor={dateField}>{localize('Date')}</label>
        <input
          id={dateField}
          type="date"
          min={range.min}
          max={range.max}
          value={date}
          onChange={(event) => {
            const next = pickedTradingDate(event.target.value, range);
            if (next) setPicked(next);
          }}
          data-testid="trading-times-date"
        />
      </p>
      <p data-testid="trading-times-heading">{localize('Trading times for [_1] (GMT)', localizedDate(date))}</p>
      <TradingTimesTables date={date} />
    </section>
  );
}

function TradingTimesTables({ date }: { date: string }) {
  const { data: markets, error, isFetching } = useTradingTimesQuery(date);
  if (!markets || isFetching || error) return <ResourceMessage error={error} />;
  return markets.map((market) => (
    <section key={market.name} className="resources-market" data-testid="trading-times-market">
      <h2>{market.name}</h2>
      {(market.submarkets ?? []).map((submarket) => (
        <SubmarketTimes key={submarket.name} submarket={submarket} />
      ))}
    </section>
  ));
}

function SubmarketTimes({ submarket }: { submarket: Submarket }) {
  return (
    <div className="resources-table__scroll">
      <table className="resources-table resources-table--stacked" data-testid="trading-times-table">
        <caption>{submarket.name}</caption>
        <thead>
          <tr>
            <th scope="col">{localize('Asset')}</th>
            <th scope="col">{localize('Opens')}</th>
            <th scope="col">{localize('Closes')}</th>
            <th scope="col">{localize('Settles')}</th>
            <th scope="col">{localize('Upcoming Events')}</th>
          </tr>
        </thead>
        <tbody>
          {submarket.symbols.map((symbol) => (
            <SymbolRow key={symbol.symbol} symbol={symbol} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SymbolRow({ symbol }: { symbol: SymbolTimes }) {
  const times = symbol.times;
  const sessions = (list: readonly string[] | undefined) => (list ?? ['--']).map(localizedTimeOfDay).join(', ');
  return (
    <tr data-testid="trading-times-row" data-symbol={symbol.symbol}>
      <th scope="row" className="resources-table__asset">
        {symbol.name}
      </th>
      <td data-label={localize('Opens')}>{sessions(times?.open)}</td>
      <td data-label={localize('Closes')}>{sessions(times?.close)}</td>
      <td data-label={localize('Settles')}>{localizedTimeOfDay(times?.settlement ?? '--')}</td>
      <td data-label={localize('Upcoming Events')}>
        {(symbol.events ?? []).map((event) => (
          <span key={`${event.descrip}${event.dates}`} className="resources-table__event">
            {event.descrip}: {event.dates}
          </span>
        ))}
      </td>
    </tr>
  );
}
