import type { BuyParameters, ProposalArrayRequestFields } from '../../api/endpoints/multi-barrier';
import type { BarrierRow, PeriodOffer, TradingPeriod } from './periods';

type ContractTypes = ProposalArrayRequestFields['contract_type'];
type Barriers = ProposalArrayRequestFields['barriers'];

export interface PriceTerms {
  symbol: string;
  currency: string;
  amount: string;
  period: TradingPeriod;
  offer: PeriodOffer;
}

const barrierPair = (row: BarrierRow) =>
  row.barrier2 === undefined ? { barrier: row.barrier } : { barrier: row.barrier, barrier2: row.barrier2 };

/** The proposal_array request of a period's live rows (trading-core §3); none without rows or types. */
export function priceRequest({
  symbol,
  currency,
  amount,
  period,
  offer,
}: PriceTerms): ProposalArrayRequestFields | undefined {
  if (offer.rows.length === 0 || offer.contractTypes.length === 0) return undefined;
  return {
    basis: 'payout',
    amount: Number(amount),
    currency,
    symbol,
    date_expiry: period.expiry,
    trading_period_start: period.start,
    product_type: 'multi_barrier',
    contract_type: offer.contractTypes.map(({ type }) => type) as unknown as ContractTypes,
    barriers: offer.rows.map(barrierPair) as Barriers,
  };
}

/** The buy parameters of one price button: its request's terms at its barrier and contract type. */
export function buyParameters(
  request: ProposalArrayRequestFields,
  row: BarrierRow,
  contractType: string,
): BuyParameters {
  return {
    contract_type: contractType as BuyParameters['contract_type'],
    amount: request.amount,
    basis: 'payout',
    currency: request.currency,
    symbol: request.symbol,
    date_expiry: request.date_expiry,
    trading_period_start: request.trading_period_start,
    product_type: 'multi_barrier',
    ...barrierPair(row),
  };
}
