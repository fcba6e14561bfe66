import { memo } from 'react';
import {
  useOpenContractsQuery,
  usePortfolioQuery,
  useTransactionsQuery,
  type PortfolioContract,
} from '../../api/endpoints/contracts';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { portfolioTotals } from './portfolio-totals';
import './portfolio.css';

interface Props {
  onView(contractId: number): void;
}

/**
 * Open positions with live indicative prices. A buy or sale on the account's transaction stream asks
 * for the portfolio again, so rows come on purchase and go on sale or expiry. One contract stream
 * carries every position's price; each row and the totals read only their part of it.
 */
export function PortfolioTable({ onView }: Props) {
  const { data: contracts, error, isLoading } = usePortfolioQuery();
  useTransactionsQuery();
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
            <th>{localize('Ref.')}</th>
            <th>{localize('Contract details')}</th>
            <th className="portfolio__money">{localize('Purchase')}</th>
            <th className="portfolio__money">{localize('Indicative')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <PortfolioRow key={contract.contract_id} contract={contract} onView={onView} />
          ))}
        </tbody>
        <PortfolioTotals contracts={contracts} />
      </table>
    </div>
  );
}

/** One position; it re-renders only when its own indicative price changes. */
const PortfolioRow = memo(function PortfolioRow({
  contract,
  onView,
}: {
  contract: PortfolioContract;
  onView(contractId: number): void;
}) {
  const { bid } = useOpenContractsQuery(undefined, {
    selectFromResult: ({ data }) => ({ bid: data?.[contract.contract_id]?.bid_price }),
  });
  return (
    <tr data-testid="portfolio-row" data-contract-id={contract.contract_id}>
      <td>{contract.transaction_id}</td>
      <td className="portfolio__details">{contract.longcode}</td>
      <td className="portfolio__money">{moneyText(contract.buy_price, contract.currency)}</td>
      <td className="portfolio__money" data-testid="indicative">
        {bid === undefined ? '-' : moneyText(bid, contract.currency)}
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
        <th colSpan={2}>{localize('Total')}</th>
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
