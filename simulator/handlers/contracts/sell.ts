import type { SellResponse } from '../../../schemas/generated/types';
import { positionOf, type Position } from '../../domain/contracts/positions';
import { saleRefusal } from '../../domain/contracts/sale-rules';
import { priceMovedMessage, slippageOutcome } from '../../domain/contracts/slippage';
import type { Currency } from '../../domain/currencies';
import { balanceOf } from '../../domain/ledger/ledger';
import { fromMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import { commitSale } from '../../world/contract-book';
import type { World } from '../../world/world';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { bidOf } from '../support/open-contract-view';
import { requestedPriceMinor } from '../support/price-field';

function noOpenPosition(): ApiError {
  return new ApiError('NoOpenPosition', 'This contract was not found among your open positions.');
}

function written(minor: number, currency: Currency): string {
  return `${currency.code}${fromMinorUnits(minor, currency).toFixed(currency.fractionalDigits)}`;
}

/**
 * What the contract is sold for: the bid now, or the client's minimum when the bid moved against them
 * within the allowed slippage; PriceMoved beyond it.
 */
function salePrice(world: World, position: Position, requested: number, currency: Currency): number {
  const path = world.settlement.pathOf(position);
  const refusal = saleRefusal(position, path, world.clock.epoch());
  if (refusal) throw new ApiError('InvalidtoSell', refusal);
  const bid = bidOf(world, position, path, currency);
  const scale = position.spec.payout > 0 ? position.spec.payout : Math.max(position.spec.buyPrice, 1);
  const outcome = slippageOutcome((bid - requested) / scale);
  if (outcome === 'moved')
    throw new ApiError(
      'PriceMoved',
      priceMovedMessage('sell price', written(requested, currency), written(bid, currency)),
    );
  return outcome === 'requested' ? requested : bid;
}

export const sellHandlers: HandlerTable = {
  sell: {
    scopes: ['trade'],
    handle: (context) => {
      const { world } = context;
      const request = context.request;
      const { account } = actingAccount(context);
      const currency = accountCurrency(account);
      const requested = requestedPriceMinor(request.price, currency);
      const position = positionOf(world.state.contracts, request.sell);
      if (!position || position.loginid !== account.loginid) throw noOpenPosition();
      // A contract its ticks have already decided is settled, not sold: the expiry wins the race (at
      // once when the client may settle it, whatever the platform's own settlement delay).
      world.settlement.settleIfDecided(position, world.settlement.isSettleable(position));
      if (position.closing) throw noOpenPosition();
      const closing = commitSale(world, position.contract_id, salePrice(world, position, requested, currency));
      if (!closing) throw noOpenPosition();
      const body: SellResponse['sell'] = {
        balance_after: fromMinorUnits(balanceOf(world.state.ledger, account.loginid), currency),
        contract_id: position.contract_id,
        reference_id: position.buy_transaction_id,
        sold_for: fromMinorUnits(closing.sell_price, currency),
        transaction_id: closing.sell_transaction_id,
      };
      return { sell: body };
    },
  },
  sell_expired: {
    scopes: ['trade'],
    handle: (context) => {
      const { account } = actingAccount(context);
      return { sell_expired: { count: context.world.settlement.settleAccount(account.loginid) } };
    },
  },
};
