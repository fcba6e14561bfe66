import { randomUUID } from 'node:crypto';
import type { ProposalArrayRequest, ProposalArrayResponse } from '../../../schemas/generated/types';
import { contractError } from '../../domain/contracts/contract-errors';
import type { ProposalParameters } from '../../domain/contracts/proposal-parameters';
import type { Tick } from '../../domain/markets/feed';
import { offeredInPeriod } from '../../domain/markets/period-barriers';
import { tradingPeriods, type TradingPeriod } from '../../domain/markets/trading-periods';
import { CONTRACT_CATEGORY, isContractType } from '../../domain/pricing/contract-types';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import { actingAccountIfAny } from '../support/account-context';
import { asApiError, marketStateOf, priceContract, type PriceAsker } from '../support/contract-pricing';
import type { HandlerTable } from '../handler';
import { repriceOnTicks } from '../support/reprice-stream';

type ArrayBody = ProposalArrayResponse['proposal_array'];
type Row = NonNullable<ArrayBody['proposals'][string]>[number];
type BarrierPair = ProposalArrayRequest['barriers'][number];

/** Refusals that concern the whole request rather than one row: the barrier list, the market, the trading period. */
function checkRequest(world: World, request: ProposalArrayRequest, asOf?: Tick): void {
  const keys = request.barriers.map((pair) => `${pair.barrier}/${pair.barrier2 ?? ''}`);
  if (new Set(keys).size !== keys.length) throw new ApiError('DuplicatedBarriers', 'Duplicate barriers not allowed.');
  const market = marketStateOf(world, request.symbol, asOf);
  if (!market.exchangeIsOpen) throw asApiError(contractError('MarketIsClosed', 'MarketIsClosed'));
  if (request.product_type !== 'multi_barrier') return;
  if (request.trading_period_start === undefined) {
    throw asApiError(contractError('ContractCreationFailure', 'MissingTradingPeriodStart'));
  }
  const periods = tradingPeriods(
    market.nowEpoch,
    (epoch) => world.markets.isOpen(request.symbol, epoch),
    request.symbol,
  );
  const period = periods.find(
    (each) => each.start === request.trading_period_start && each.expiry === request.date_expiry,
  );
  const typesOffered = (offered: TradingPeriod) =>
    request.contract_type.every((type) => !isContractType(type) || offeredInPeriod(CONTRACT_CATEGORY[type], offered));
  if (!period || !typesOffered(period)) {
    throw asApiError(contractError('OfferingsValidationError', 'TradingDurationNotAllowed'));
  }
}

function rowParameters(request: ProposalArrayRequest, type: string, pair: BarrierPair): ProposalParameters {
  const params: ProposalParameters = {
    contract_type: type,
    symbol: request.symbol,
    currency: request.currency,
    basis: request.basis ?? 'payout',
    barrier: pair.barrier,
  };
  const optional = [
    'amount',
    'date_start',
    'date_expiry',
    'duration',
    'duration_unit',
    'multiplier',
    'product_type',
    'trading_period_start',
  ] as const;
  for (const field of optional) if (request[field] !== undefined) Object.assign(params, { [field]: request[field] });
  if (pair.barrier2 !== undefined) params.barrier2 = pair.barrier2;
  return params;
}

/** One barrier of one contract type: its price, or why it has none. */
function row(world: World, params: ProposalParameters, asker: PriceAsker, asOf?: Tick): Row {
  try {
    const priced = priceContract(world, params, asker, asOf);
    const entry: Row = {
      ask_price: priced.quote.askPrice,
      barrier: params.barrier!,
      display_value: priced.displayValue,
      longcode: priced.longcode,
      payout: priced.quote.payout,
    };
    if (params.barrier2 !== undefined) entry.barrier2 = params.barrier2;
    return entry;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const details: Record<string, string | number> = { barrier: params.barrier! };
    if (params.barrier2 !== undefined) details.barrier2 = params.barrier2;
    if (params.amount !== undefined) details.payout = params.amount;
    const shown = Number(error.details?.display_value);
    if (Number.isFinite(shown)) details.display_value = shown;
    return { error: { code: error.code, message: error.message, details } };
  }
}

function prices(
  world: World,
  id: string,
  request: ProposalArrayRequest,
  asker: PriceAsker,
  asOf?: Tick,
): ResponseOf<'proposal_array'> {
  checkRequest(world, request, asOf);
  const market = marketStateOf(world, request.symbol, asOf);
  const proposals: ArrayBody['proposals'] = {};
  for (const type of request.contract_type) {
    proposals[type] = request.barriers.map((pair) => row(world, rowParameters(request, type, pair), asker, asOf));
  }
  const body: ArrayBody = {
    id,
    proposals,
    spot: market.spot,
    spot_time: market.spotEpoch,
    date_start: market.nowEpoch,
  };
  return { proposal_array: body };
}

/** Multi-barrier prices: every requested contract type at every requested barrier, streamed on ticks. */
export const proposalArrayHandlers: HandlerTable = {
  proposal_array: {
    stream: { type: 'proposal_array' },
    handle: (context) => {
      const request = context.request;
      const landingCompany = actingAccountIfAny(context)?.account.landing_company;
      const { world, stream } = context;
      const asker: PriceAsker = { landingCompany, language: context.session.language };
      const first = prices(world, stream?.id ?? randomUUID(), request, asker);
      if (stream) {
        repriceOnTicks(world, request.symbol, stream, (tick) => prices(world, stream.id, request, asker, tick));
      }
      return first;
    },
  },
};
