import { useSelector } from 'react-redux';
import { useLimitsQuery, type AccountLimits } from '../../api/endpoints/limits';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { localizedDecimal } from '../../lib/number-format';
import { selectLoggedInAccount } from '../session';
import { withdrawalLines } from './withdrawal-lines';
import { Notice } from '../../ui/Notice';
import './limits.css';

/**
 * The limits page (accounts-and-money "Limits"; real accounts with a currency, page-access.ts): the
 * trading limits, then the withdrawal limits worded for the account's landing company. A refusal
 * shows the platform's message alone, without the page's titles.
 */
export function LimitsPage() {
  const account = useSelector(selectLoggedInAccount);
  const { data: limits, error, isLoading } = useLimitsQuery(account?.loginid ?? '', { skip: !account });
  if (!account || isLoading) return <p role="status">{localize('Loading…')}</p>;
  if (error || !limits) {
    return (
      <Notice tone="warning" base="page-message" testId="limits-refusal">
        {(error as { message?: string } | undefined)?.message}
      </Notice>
    );
  }
  return (
    <section className="limits-page">
      <h1>{localize('Trading and Withdrawal Limits')}</h1>
      <h2>{localize('Trading Limits')}</h2>
      <TradingLimitsTable limits={limits} currency={account.currency} />
      <h2>{localize('Withdrawal Limits')}</h2>
      {withdrawalLines(limits, account.landing_company_name, account.currency).map((line) => (
        <p key={line} data-testid="withdrawal-line">
          {line}
        </p>
      ))}
    </section>
  );
}

function TradingLimitsTable({ limits, currency }: { limits: AccountLimits; currency: string }) {
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '—' : moneyText(amount, currency);
  const turnovers = Object.values(limits.market_specific).flatMap((groups) => groups ?? []);
  return (
    <table className="limits-table" data-testid="trading-limits">
      <thead>
        <tr>
          <th scope="col">{localize('Item')}</th>
          <th scope="col" className="limits-table__limit">
            {localize('Limit')}
          </th>
        </tr>
      </thead>
      <tbody>
        <LimitRow
          item={localize('Maximum number of open positions')}
          limit={localizedDecimal(`${limits.open_positions}`)}
        />
        <LimitRow item={localize('Maximum account cash balance')} limit={money(limits.account_balance)} />
        <LimitRow item={localize('Maximum aggregate payouts on open positions')} limit={money(limits.payout)} />
        <LimitRow item={localize('Maximum daily turnover')} limit={money(limits.daily_turnover)} />
        {turnovers.map((group) => (
          <LimitRow key={group.name} item={group.name ?? ''} limit={money(group.turnover_limit)} nested />
        ))}
      </tbody>
    </table>
  );
}

function LimitRow({ item, limit, nested = false }: { item: string; limit: string; nested?: boolean }) {
  return (
    <tr data-testid="limit-row">
      <th scope="row" className={nested ? 'limits-table__item limits-table__item--market' : 'limits-table__item'}>
        {item}
      </th>
      <td className="limits-table__limit">{limit}</td>
    </tr>
  );
}
