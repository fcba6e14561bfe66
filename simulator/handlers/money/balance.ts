import type { BalanceResponse } from '../../../schemas/generated/types';
import { accountsOfUser, isVirtual, type Account } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import type { Currency } from '../../domain/currencies';
import { loginidsMoved } from '../../domain/ledger/ledger';
import { currencyNamed, totalIn, type Amount } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import { postedTransaction, type WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import { actingAccount, type ActingAccount } from '../support/account-context';
import { accountBalance } from '../support/account-views';
import type { HandlerTable } from '../handler';

type BalanceBody = BalanceResponse['balance'];

/** The account's balance with its currency; undefined while it has none. */
function amountOf(world: World, account: Account): Amount | undefined {
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  return currency && { amount: accountBalance(world, account), currency };
}

/** Sums of the user's real and demo accounts in one currency. */
function totals(world: World, accounts: Account[], target: Currency) {
  const sum = (virtual: boolean) =>
    totalIn(
      accounts.filter((account) => isVirtual(account) === virtual).flatMap((account) => amountOf(world, account) ?? []),
      target,
    );
  return {
    deriv: { amount: sum(false), currency: target.code },
    deriv_demo: { amount: sum(true), currency: target.code },
  };
}

function allBalances(world: World, { account, user }: ActingAccount): BalanceBody {
  const accounts = accountsOfUser(world.state.accounts, user.user_id);
  const target = currencyNamed(account.currency ?? 'USD')!;
  const entries = accounts.map((each) => {
    const amount = amountOf(world, each);
    return [
      each.loginid,
      {
        balance: amount?.amount ?? 0,
        converted_amount: amount ? totalIn([amount], target) : 0,
        currency: each.currency ?? '',
        demo_account: isVirtual(each) ? 1 : 0,
        status: hasStatus(each, 'disabled') ? 0 : 1,
        type: 'deriv',
      } as const,
    ];
  });
  return {
    accounts: Object.fromEntries(entries),
    balance: accountBalance(world, account),
    currency: account.currency ?? '',
    loginid: account.loginid,
    total: totals(world, accounts, target),
  };
}

/** The account `account` names: current (the acting one), or a loginid of the same user. */
function namedAccount(world: World, acting: ActingAccount, name: string): Account {
  if (name === 'current') return acting.account;
  const account = world.state.accounts.accounts[name];
  if (!account || account.user_id !== acting.user.user_id) throw new ApiError('PermissionDenied', 'Permission denied.');
  return account;
}

function balanceBody(world: World, acting: ActingAccount, name: string): BalanceBody {
  if (name === 'all') return allBalances(world, acting);
  const account = namedAccount(world, acting, name);
  return { balance: accountBalance(world, account), currency: account.currency ?? '', loginid: account.loginid };
}

/** Whether a change can move a balance the stream shows. */
function touches(change: WorldChange, loginids: Set<string>): boolean {
  if (change.type === 'ledger_posted' || change.type === 'ledger_posted_together')
    return loginidsMoved(change).some((loginid) => loginids.has(loginid));
  const transaction = postedTransaction(change);
  if (transaction) return loginids.has(transaction.loginid);
  return change.type === 'account_updated' && loginids.has(change.loginid);
}

export const balanceHandlers: HandlerTable = {
  balance: {
    scopes: ['read', 'trading_information'],
    stream: { type: 'balance' },
    handle: (context) => {
      const { world, stream } = context;
      const acting = actingAccount(context);
      const name = context.request.account ?? 'current';
      const first = balanceBody(world, acting, name);
      if (stream) {
        const shown = new Set(name === 'all' ? Object.keys(first.accounts ?? {}) : [first.loginid]);
        const onChange = (change: WorldChange) => {
          if (touches(change, shown)) stream.push({ balance: { ...balanceBody(world, acting, name), id: stream.id } });
        };
        world.events.on('change', onChange);
        stream.onEnd(() => world.events.off('change', onChange));
      }
      return { balance: stream ? { ...first, id: stream.id } : first };
    },
  },
};
