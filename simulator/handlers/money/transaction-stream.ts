import type { TransactionResponse } from '../../../schemas/generated/types';
import type { Account } from '../../domain/accounts/model';
import { fromMinorUnits } from '../../domain/ledger/money';
import type { LedgerTransaction } from '../../domain/ledger/ledger';
import { displayNameIn } from '../../domain/markets/display-names';
import { findSyntheticUnderlying } from '../../domain/pricing/underlyings';
import { postedTransaction, type WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import { accountCurrency } from '../support/account-currency';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { positionLongcode } from '../../world/position-longcode';
import { contractOf } from './statement';

type TransactionBody = TransactionResponse['transaction'];

/** One transaction as the stream sends it; contract fields for buys and sells. */
function transactionBody(
  world: World,
  account: Account,
  transaction: LedgerTransaction,
  id: string,
  language: string,
): TransactionBody {
  const currency = accountCurrency(account);
  const body: TransactionBody = {
    id,
    action: transaction.action,
    amount: fromMinorUnits(transaction.amount, currency),
    balance: fromMinorUnits(transaction.balance_after, currency),
    currency: currency.code,
    longcode: transaction.description,
    transaction_id: transaction.transaction_id,
    transaction_time: transaction.time,
  };
  const position = contractOf(world, transaction);
  if (!position) return body;
  const { spec } = position;
  Object.assign(body, {
    contract_id: position.contract_id,
    longcode: positionLongcode(world, position, language),
    symbol: spec.symbol,
    display_name: displayNameIn(findSyntheticUnderlying(spec.symbol)?.displayName ?? spec.symbol, language),
    ...(spec.expiry.kind === 'time' ? { date_expiry: spec.expiry.dateExpiry } : {}),
    ...(transaction.action === 'sell' ? { purchase_time: position.purchase_time } : {}),
  });
  if (spec.barrier2 !== undefined) Object.assign(body, { high_barrier: spec.barrier, low_barrier: spec.barrier2 });
  else if (spec.barrier !== undefined) body.barrier = spec.barrier;
  return body;
}

export const transactionHandlers: HandlerTable = {
  transaction: {
    scopes: ['read', 'trading_information'],
    stream: { type: 'transaction' },
    handle: (context) => {
      const { world, stream } = context;
      const { account } = actingAccount(context);
      if (stream) {
        const onChange = (change: WorldChange) => {
          const transaction = postedTransaction(change);
          if (transaction?.loginid !== account.loginid) return;
          const current = world.state.accounts.accounts[account.loginid]!;
          const body = transactionBody(world, current, transaction, stream.id, context.session.language);
          stream.push({ transaction: body });
        };
        world.events.on('change', onChange);
        stream.onEnd(() => world.events.off('change', onChange));
      }
      return { transaction: { id: stream?.id ?? '' } };
    },
  },
};
