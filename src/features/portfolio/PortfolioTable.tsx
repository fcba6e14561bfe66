import { memo } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import {
  contractsApi,
  useOpenContractQuery,
  usePortfolioQuery,
  useTransactionsQuery,
  type PortfolioContract,
} from '../../api/endpoints/contracts';
import { currencyDecimals } from '../../lib/currency';
import { addMinorUnits, formatMinorUnits, toMinorUnits } from '../../lib/money';
import './portfolio.css';

interface Props {
  onView(contractId: number): void;
}

/**
 * Open positions with live indicative prices. A buy or sale on the account's transaction stream asks
 * for the portfolio again, so rows come on purchase and go on sale or expiry.
 */
export function PortfolioTable({ onView }: Props) {
  const { data: contracts, error, isLoading } = usePortfolioQuery();
  useTransactionsQuery();
  const bids = useSelector(
    (state) =>
      (contracts ?? []).map(
        (c) => contractsApi.endpoints.openContract.select(c.contract_id)(state as never).data?.bid_price,
      ),
    shallowEqual,
  );
  if (isLoading) return <p role="status">Loading…</p>;
  if (error) return <p role="alert">{(error as { message?: string }).message}</p>;
  if (!contracts || contracts.length === 0) {
    return (
      <p className="portfolio__empty" data-testid="portfolio-empty">
        You have no open positions.
      </p>
    );
  }
  const currency = contracts[0]?.currency ?? 'USD';
  const decimals = currencyDecimals(currency);
  const totalPaid = addMinorUnits(...contracts.map((c) => toMinorUnits(c.buy_price, decimals)));
  const totalIndicative = addMinorUnits(...bids.map((bid) => (bid === undefined ? 0 : toMinorUnits(bid, decimals))));
  return (
    <table className="portfolio" data-testid="portfolio">
      <thead>
        <tr>
          <th>Ref.</th>
          <th>Contract details</th>
          <th className="portfolio__money">Purchase</th>
          <th className="portfolio__money">Indicative</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {contracts.map((contract) => (
          <PortfolioRow key={contract.contract_id} contract={contract} onView={onView} />
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2}>Total</th>
          <th className="portfolio__money" data-testid="total-purchase">
            {formatMinorUnits(totalPaid, decimals)} {currency}
          </th>
          <th className="portfolio__money">
            {formatMinorUnits(totalIndicative, decimals)} {currency}
          </th>
          <th />
        </tr>
      </tfoot>
    </table>
  );
}

/** One position; its own contract stream keeps the indicative price live without re-rendering the table. */
const PortfolioRow = memo(function PortfolioRow({
  contract,
  onView,
}: {
  contract: PortfolioContract;
  onView(contractId: number): void;
}) {
  const { data: open } = useOpenContractQuery(contract.contract_id);
  const decimals = currencyDecimals(contract.currency);
  const money = (amount: number) =>
    `${formatMinorUnits(toMinorUnits(amount, decimals), decimals)} ${contract.currency}`;
  return (
    <tr data-testid="portfolio-row" data-contract-id={contract.contract_id}>
      <td>{contract.transaction_id}</td>
      <td>{contract.longcode}</td>
      <td className="portfolio__money">{money(contract.buy_price)}</td>
      <td className="portfolio__money">{open?.bid_price === undefined ? '-' : money(open.bid_price)}</td>
      <td>
        <button type="button" className="link-button" onClick={() => onView(contract.contract_id)}>
          View
        </button>
      </td>
    </tr>
  );
});
