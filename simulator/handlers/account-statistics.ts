import type { AccountStatisticsResponse } from '../../schemas/generated/types';
import { isVirtual } from '../domain/accounts/model';
import { transactionsOf, type TransactionAction } from '../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits } from '../domain/ledger/money';
import { ApiError } from '../transport/api-error';
import { actingAccount } from './account-context';
import type { HandlerTable } from './handler';
import { reply } from './reply';

/** account_statistics: what the client deposited and withdrew over the account's life, from the ledger. */
export const accountStatisticsHandlers: HandlerTable = {
  account_statistics: {
    scopes: ['read', 'trading_information'],
    handle: (context) => {
      const { account } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      const currency = account.currency ? currencyNamed(account.currency) : undefined;
      const transactions = transactionsOf(context.world.state.ledger, account.loginid);
      const total = (action: TransactionAction) =>
        transactions.filter((each) => each.action === action).reduce((sum, each) => sum + Math.abs(each.amount), 0);
      const body: AccountStatisticsResponse['account_statistics'] = {
        currency: account.currency ?? '',
        total_deposits: currency ? fromMinorUnits(total('deposit'), currency) : 0,
        total_withdrawals: currency ? fromMinorUnits(total('withdrawal'), currency) : 0,
      };
      return { account_statistics: reply(body) };
    },
  },
};
