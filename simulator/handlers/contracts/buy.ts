import { randomUUID } from 'node:crypto';
import type { BuyRequest, BuyResponse } from '../../../schemas/generated/types';
import type { ContractSpec } from '../../domain/contracts/contract-spec';
import { positionsOf } from '../../domain/contracts/positions';
import type { ProposalParameters } from '../../domain/contracts/proposal-parameters';
import { limitRefusal, standingRefusal, type Refusal } from '../../domain/contracts/purchase-rules';
import { shortcode } from '../../domain/contracts/shortcode';
import { priceMovedMessage, slippageOutcome } from '../../domain/contracts/slippage';
import type { Currency } from '../../domain/currencies';
import { balanceOf, transactionsOf } from '../../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits, totalIn } from '../../domain/ledger/money';
import { accountLimitsWith } from '../../domain/limit-overrides';
import { ApiError } from '../../protocol/api-error';
import { commitPurchase } from '../../world/contract-book';
import type { World } from '../../world/world';
import { accountCurrency } from '../support/account-currency';
import { actingAccount, type ActingAccount } from '../support/account-context';
import { priceContract, type PricedContract } from '../support/contract-pricing';
import { streamContracts } from '../support/contract-stream';
import type { CallContext, HandlerTable } from '../handler';
import { requestedPriceMinor } from '../support/price-field';
import { positionLongcode } from '../../world/position-longcode';
import { findProposal } from '../../world/proposal-registry';

const DAY = 86_400;

function refuse(refusal: Refusal | undefined): void {
  if (refusal) throw new ApiError(refusal.code, refusal.message);
}

/** USD40.00, as the platform writes amounts in its messages. */
function written(minor: number, currency: Currency): string {
  return `${currency.code}${fromMinorUnits(minor, currency).toFixed(currency.fractionalDigits)}`;
}

/** The contract the request names: a live proposal id, or `parameters` (buy: 1). */
function requestedContract(
  { world, session }: CallContext<'buy'>,
  request: BuyRequest,
): { parameters: ProposalParameters; quotedPayout?: number } {
  if (request.buy !== '1') {
    const proposal = findProposal(world, request.buy, session.id);
    if (!proposal) throw new ApiError('InvalidContractProposal', 'Unknown contract proposal');
    return { parameters: proposal.parameters, quotedPayout: proposal.spec.payout };
  }
  if (!request.parameters)
    throw new ApiError('InputValidationFailed', 'Input validation failed: parameters', { parameters: 'Is missing' });
  return { parameters: request.parameters as ProposalParameters };
}

/**
 * The terms the contract is bought on: the recomputed price unless the move since the client's quote
 * is within the allowed slippage (then the client's price or payout stands) or against the client
 * beyond it (PriceMoved).
 */
function agreedSpec(
  priced: PricedContract,
  basis: ProposalParameters['basis'],
  request: BuyRequest,
  currency: Currency,
  quotedPayout?: number,
): ContractSpec {
  const { spec } = priced;
  const requested = requestedPriceMinor(request.price, currency);
  const stakeBasis = basis === 'stake' && spec.multiplier === undefined;
  if (stakeBasis) {
    if (requested < spec.buyPrice)
      throw new ApiError(
        'ContractBuyValidationError',
        "Contract's stake amount is more than the maximum purchase price.",
      );
    if (quotedPayout === undefined || quotedPayout === spec.payout) return spec;
    // Stake fixed: the payout moved. In shares of the payout, the client is favoured by the bigger payout.
    const favour = spec.buyPrice / quotedPayout - spec.buyPrice / spec.payout;
    const outcome = slippageOutcome(favour);
    if (outcome === 'moved')
      throw new ApiError(
        'PriceMoved',
        priceMovedMessage('payout', written(quotedPayout, currency), written(spec.payout, currency)),
      );
    return outcome === 'requested' ? { ...spec, payout: quotedPayout } : spec;
  }
  const scale = spec.payout > 0 ? spec.payout : Math.max(spec.buyPrice, 1);
  const outcome = slippageOutcome((requested - spec.buyPrice) / scale);
  if (outcome === 'moved')
    throw new ApiError(
      'PriceMoved',
      priceMovedMessage('price', written(requested, currency), written(spec.buyPrice, currency)),
    );
  return outcome === 'requested' ? { ...spec, buyPrice: requested } : spec;
}

/** What the account paid for contracts since `sinceEpoch`, minor units. */
function turnoverSince(world: World, loginid: string, sinceEpoch: number): number {
  return transactionsOf(world.state.ledger, loginid)
    .filter((transaction) => transaction.action === 'buy' && transaction.time >= sinceEpoch)
    .reduce((sum, transaction) => sum - transaction.amount, 0);
}

function checkLimits(world: World, { account }: ActingAccount, currency: Currency, spec: ContractSpec): void {
  const open = positionsOf(world.state.contracts, account.loginid, true);
  const now = world.clock.epoch();
  const usd = currencyNamed('USD')!;
  const platform = accountLimitsWith(world.state.limits);
  refuse(
    limitRefusal({
      account,
      currency,
      balanceMinor: balanceOf(world.state.ledger, account.loginid),
      priceMinor: spec.buyPrice,
      payoutMinor: spec.payout,
      openCount: open.length,
      openPayoutMinor: open.reduce((sum, position) => sum + position.spec.payout, 0),
      turnoverTodayMinor: turnoverSince(world, account.loginid, now - (now % DAY)),
      turnover30DaysMinor: turnoverSince(world, account.loginid, now - 30 * DAY),
      limits: {
        maxOpenPositions: platform.openPositions,
        maxOpenPayoutMinor: toMinorUnits(
          totalIn([{ amount: platform.payout, currency: usd }], currency).toFixed(currency.fractionalDigits),
          currency,
        ),
      },
    }),
  );
}

export const buyHandlers: HandlerTable = {
  buy: {
    scopes: ['trade'],
    stream: { type: 'proposal_open_contract', key: () => randomUUID() },
    handle: (context) => {
      const { world, session, stream } = context;
      const request = context.request;
      const acting = actingAccount(context);
      const { account, user } = acting;
      const currency = accountCurrency(account);
      const { parameters, quotedPayout } = requestedContract(context, request);
      if (parameters.currency !== currency.code)
        throw new ApiError(
          'NotDefaultCurrency',
          `The provided currency ${parameters.currency} is not the default currency`,
        );
      const underlying = world.markets.underlying(parameters.symbol);
      refuse(
        standingRefusal({
          account,
          residence: user.residence,
          market: underlying?.pricingMarket ?? 'synthetic_index',
          nowEpoch: world.clock.epoch(),
        }),
      );
      const priced = priceContract(world, parameters, { landingCompany: account.landing_company });
      const spec = agreedSpec(priced, parameters.basis, request, currency, quotedPayout);
      checkLimits(world, acting, currency, spec);
      const position = commitPurchase(world, {
        loginid: account.loginid,
        spec,
        longcode: priced.longcode,
        shortcode: shortcode(spec, priced.market.underlying.pipSize),
        appId: Number(session.appId) || 0,
      });
      if (stream) streamContracts(world, stream, { contractId: position.contract_id }, session.language);
      const body: BuyResponse['buy'] = {
        balance_after: fromMinorUnits(balanceOf(world.state.ledger, account.loginid), currency),
        buy_price: fromMinorUnits(spec.buyPrice, currency),
        contract_id: position.contract_id,
        longcode: positionLongcode(world, position, session.language),
        payout: fromMinorUnits(spec.payout, currency),
        purchase_time: position.purchase_time,
        shortcode: position.shortcode,
        start_time: spec.dateStart,
        transaction_id: position.buy_transaction_id,
      };
      return { buy: body };
    },
  },
};
