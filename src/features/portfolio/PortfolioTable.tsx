import { memo } from 'react';
import {
  useOpenContractsQuery,
  usePortfolioQuery,
  useTransactionsQuery,
  type PortfolioContract,
} from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { ContractRemainingTime, useNewRows } from '../contract';
import { useServerNow } from '../session';
import { portfolioTotals } from './portfolio-totals';
import { usePriceMovement } from './usePriceMovement';
import './portfolio.css';

interface Props {
  onView(contractId: number): void;
}

/**
 * Open positions with their potential payout, remaining time and live indicative prices. A buy or sale
 * on the account's transaction stream asks for the portfolio again, so rows come on purchase (highlighted
 * for a moment) and go on sale or expiry. One contract stream carries every position's price; each row
 * and the totals read only their part of it.
 */
export function PortfolioTable({ onView }: Props) {
  const { data: contracts, error, isLoading } = usePortfolioQuery();
  useTransactionsQuery();
  const now = useServerNow();
  const fresh = useNewRows(contracts?.map((contract) => contract.contract_id));
  if (isLoading) return <p role="status">{localize('Loading…')}</p>;
  if (error) return <p role="alert">{(error as { message?: string }).message}</p>;
  if (!contracts || contracts.length === 0) {
    return (
      <p className="portfolio__empty" data-testid="portfolio-empty">
        {localize('You have no open positions.')}
      </p>
    );
  }
  return (
    <div className="portfolio__scroll">
      <table className="portfolio" data-testid="portfolio">
        <thead>
          <tr>
            <th className="portfolio__ref">{localize('Ref.')}</th>
            <th>{localize('Contract details')}</th>
            <th className="portfolio__time">{localize('Remaining time')}</th>
            <th className="portfolio__money portfolio__payout">{localize('Potential Payout')}</th>
            <th className="portfolio__money">{localize('Purchase')}</th>
            <th className="portfolio__money">{localize('Indicative')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <PortfolioRow
              key={contract.contract_id}
              contract={contract}
              isNew={fresh.has(contract.contract_id)}
              now={now}
              onView={onView}
            />
          ))}
        </tbody>
        <PortfolioTotals contracts={contracts} />
      </table>
    </div>
  );
}

/**
 * One position; it re-renders only when its own indicative price or resale changes. A position the
 * platform does not buy back says so in place of its price; a price that rose or fell is marked.
 */
const PortfolioRow = memo(function PortfolioRow({
  contract,
  isNew,
  now,
  onView,
}: {
  contract: PortfolioContract;
  isNew: boolean;
  now: () => number;
  onView(contractId: number): void;
}) {
  const { bid, resale } = useOpenContractsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      bid: data?.[contract.contract_id]?.bid_price,
      resale: data?.[contract.contract_id]?.is_valid_to_sell !== 0,
    }),
  });
  const movement = usePriceMovement(bid);
  const indicativeClass = [
    'portfolio__money',
    resale ? undefined : 'portfolio__no-resale',
    resale && movement ? `portfolio__price--${movement}` : undefined,
  ];
  return (
    <tr
      className={isNew ? 'portfolio__row--new' : undefined}
      data-testid="portfolio-row"
      data-contract-id={contract.contract_id}
      data-new={isNew}
    >
      <td className="portfolio__ref">{contract.transaction_id}</td>
      <td className="portfolio__details">{contract.longcode}</td>
      <td className="portfolio__time">
        <ContractRemainingTime expiry={contract.expiry_time} now={now} />
      </td>
      <td className="portfolio__money portfolio__payout" data-testid="payout">
        {moneyText(contract.payout, contract.currency)}
      </td>
      <td className="portfolio__money" data-testid="purchase">
        {moneyText(contract.buy_price, contract.currency)}
      </td>
      <td
        className={indicativeClass.filter(Boolean).join(' ')}
        data-testid="indicative"
        data-movement={resale ? movement : undefined}
      >
        {resale ? (bid === undefined ? '-' : moneyText(bid, contract.currency)) : localize('Resale not offered')}
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary portfolio__view"
          onClick={() => onView(contract.contract_id)}
          data-testid="portfolio-view"
        >
          {localize('View')}
        </button>
      </td>
    </tr>
  );
});

function PortfolioTotals({ contracts }: { contracts: readonly PortfolioContract[] }) {
  const { data: open } = useOpenContractsQuery();
  const totals = portfolioTotals(contracts, open ?? {});
  return (
    <tfoot>
      <tr>
        <th className="portfolio__ref" />
        <th>{localize('Total')}</th>
        <th className="portfolio__time" />
        <th className="portfolio__payout" />
        <th className="portfolio__money" data-testid="total-purchase">
          {totals.purchase}
        </th>
        <th className="portfolio__money" data-testid="total-indicative">
          {totals.indicative}
        </th>
        <th />
      </tr>
    </tfoot>
  );
}
