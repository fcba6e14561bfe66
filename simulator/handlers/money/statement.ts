import type { StatementResponse } from '../../../schemas/generated/types';
import { positionOf } from '../../domain/contracts/positions';
import type { Currency } from '../../domain/currencies';
import type { LedgerTransaction } from '../../domain/ledger/ledger';
import { isVirtual } from '../../domain/accounts/model';
import { fromMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import { depositTotals, statementPage } from '../../domain/ledger/statement';
import type { World } from '../../world/world';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { positionLongcode } from '../../world/position-longcode';

type StatementRow = StatementResponse['statement']['transactions'][number];

/** The contract a buy or sell transaction belongs to. */
export function contractOf(world: World, transaction: LedgerTransaction) {
  const isTrade = transaction.action === 'buy' || transaction.action === 'sell';
  return isTrade && transaction.reference !== undefined
    ? positionOf(world.state.contracts, transaction.reference)
    : undefined;
}

function statementRow(
  world: World,
  transaction: LedgerTransaction,
  currency: Currency,
  described: boolean,
  language: string,
) {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const row: StatementRow = {
    action_type: transaction.action,
    amount: money(transaction.amount),
    balance_after: money(transaction.balance_after),
    transaction_id: transaction.transaction_id,
    transaction_time: transaction.time,
  };
  const position = contractOf(world, transaction);
  if (position) {
    row.contract_id = position.contract_id;
    row.app_id = position.app_id;
    row.payout = money(position.spec.payout);
    if (transaction.action === 'sell') {
      row.reference_id = position.buy_transaction_id;
      row.purchase_time = position.purchase_time;
    }
  }
  if (described) {
    row.longcode = position ? positionLongcode(world, position, language) : transaction.description;
    row.shortcode = position?.shortcode ?? null;
  }
  return row;
}

export const statementHandlers: HandlerTable = {
  statement: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { account } = actingAccount(context);
      const request = context.request;
      // An account without a currency has never moved money.
      if (!account.currency) return { statement: { count: 0, transactions: [] } };
      const currency = accountCurrency(account);
      const page = statementPage(context.world.state.ledger, account.loginid, {
        ...(request.action_type !== undefined ? { actionType: request.action_type } : {}),
        ...(request.date_from !== undefined ? { dateFrom: request.date_from } : {}),
        ...(request.date_to !== undefined ? { dateTo: request.date_to } : {}),
        ...(request.offset !== undefined ? { offset: request.offset } : {}),
        ...(request.limit !== undefined ? { limit: request.limit } : {}),
      });
      const transactions = page.map((each) =>
        statementRow(context.world, each, currency, request.description === 1, context.session.language),
      );
      return { statement: { count: transactions.length, transactions } };
    },
  },
  account_statistics: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { account } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      const currency = accountCurrency(account);
      const { deposits, withdrawals } = depositTotals(context.world.state.ledger, account.loginid);
      return {
        account_statistics: {
          currency: currency.code,
          total_deposits: fromMinorUnits(deposits, currency),
          total_withdrawals: fromMinorUnits(withdrawals, currency),
        },
      };
    },
  },
};
