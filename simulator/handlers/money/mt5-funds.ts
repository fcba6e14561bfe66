import Big from 'big.js';
import { isVirtual, type Account, type User } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import { CASHIER_MESSAGES } from '../../domain/cashier/checks';
import type { Currency } from '../../domain/currencies';
import { convertMinor, usdInMinor } from '../../domain/exchange-rates';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, toMinorUnits } from '../../domain/ledger/money';
import type { Mt5Account } from '../../domain/mt5/model';
import { MT5_DEMO_TOP_UP, MT5_TRANSFER_LIMITS_USD } from '../../domain/mt5/offerings';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { postTogether, requestedMinor } from '../support/money-moves';
import { MT5_MESSAGES, mt5AccountOf } from '../support/mt5-context';

const DEPOSIT_ERROR = 'MT5DepositError';
const WITHDRAWAL_ERROR = 'MT5WithdrawalError';

function text(minor: number, currency: Currency): string {
  return new Big(minor).div(new Big(10).pow(currency.fractionalDigits)).toFixed(currency.fractionalDigits);
}

/** The user's real trading account with a currency, for the trading side of an MT5 transfer. */
function tradingAccount(
  world: World,
  user: User,
  loginid: string,
  code: string,
): { account: Account; currency: Currency } {
  const account = world.state.accounts.accounts[loginid.toUpperCase()];
  if (!account || account.user_id !== user.user_id) throw new ApiError('PermissionDenied', 'Permission denied.');
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  if (isVirtual(account) || !currency || hasStatus(account, 'disabled'))
    throw new ApiError(code, 'Transfers with MT5 need a real account with a currency.');
  return { account, currency };
}

/** The amount in minor units of `currency`, from 1 to 20000 USD at the world's rates. */
function withinMt5Limits(world: World, amount: number, currency: Currency, code: string): number {
  const minor = requestedMinor(amount, currency, code);
  const min = usdInMinor(world.state.exchange_rates, MT5_TRANSFER_LIMITS_USD.min, currency);
  const max = usdInMinor(world.state.exchange_rates, MT5_TRANSFER_LIMITS_USD.max, currency);
  if (minor < min || minor > max)
    throw new ApiError(
      code,
      `Amount must be between ${text(min, currency)} and ${text(max, currency)} ${currency.code}.`,
    );
  return minor;
}

function realMt5(world: World, user: User, login: string, code: string): Mt5Account {
  const account = mt5AccountOf(world, user, login);
  if (account.is_demo) throw new ApiError(code, 'Demo MT5 accounts take no transfers; top them up instead.');
  return account;
}

function topUpDemo(world: World, account: Mt5Account): ResponseOf<'mt5_deposit'> {
  if (!account.is_demo) throw new ApiError(DEPOSIT_ERROR, 'Only demo MT5 accounts can be topped up.');
  const currency = currencyNamed(account.currency)!;
  const thresholdMinor = toMinorUnits(MT5_DEMO_TOP_UP.threshold, currency);
  if (balanceOf(world.state.ledger, account.login) > thresholdMinor)
    throw new ApiError(
      DEPOSIT_ERROR,
      `You can top up your demo account only when its balance is ${text(thresholdMinor, currency)} ${currency.code} or less.`,
    );
  postTogether(world, [
    {
      loginid: account.login,
      action: 'virtual_credit',
      amount: toMinorUnits(MT5_DEMO_TOP_UP.amount, currency),
      time: world.clock.epoch(),
      description: 'Demo account top-up',
    },
  ]);
  return { mt5_deposit: 1 };
}

export const mt5FundHandlers: HandlerTable = {
  mt5_deposit: {
    scopes: ['payments'],
    handle: (context): ResponseOf<'mt5_deposit'> => {
      const { world } = context;
      const request = context.request;
      const { user } = actingAccount(context);
      if (request.from_binary === undefined && request.amount === undefined)
        return topUpDemo(world, mt5AccountOf(world, user, request.to_mt5));
      if (request.from_binary === undefined || request.amount === undefined)
        throw new ApiError(DEPOSIT_ERROR, 'Give both from_binary and amount.');
      const from = tradingAccount(world, user, request.from_binary, DEPOSIT_ERROR);
      const mt5 = realMt5(world, user, request.to_mt5, DEPOSIT_ERROR);
      if (hasStatus(from.account, 'cashier_locked')) throw new ApiError(DEPOSIT_ERROR, CASHIER_MESSAGES.locked);
      const minor = withinMt5Limits(world, request.amount, from.currency, DEPOSIT_ERROR);
      if (minor > balanceOf(world.state.ledger, from.account.loginid))
        throw new ApiError(DEPOSIT_ERROR, MT5_MESSAGES.insufficientBinary);
      const mt5Currency = currencyNamed(mt5.currency)!;
      const credited = convertMinor(world.state.exchange_rates, minor, from.currency, mt5Currency);
      const time = world.clock.epoch();
      const [sent] = postTogether(world, [
        {
          loginid: from.account.loginid,
          action: 'transfer',
          amount: -minor,
          time,
          description: `Transfer to MT5 ${mt5.login}`,
        },
        {
          loginid: mt5.login,
          action: 'transfer',
          amount: credited,
          time,
          description: `Transfer from ${from.account.loginid}`,
        },
      ]);
      return { mt5_deposit: 1, binary_transaction_id: sent!.transaction_id };
    },
  },
  mt5_withdrawal: {
    scopes: ['payments'],
    handle: (context): ResponseOf<'mt5_withdrawal'> => {
      const { world } = context;
      const request = context.request;
      const { user } = actingAccount(context);
      const mt5 = realMt5(world, user, request.from_mt5, WITHDRAWAL_ERROR);
      const to = tradingAccount(world, user, request.to_binary, WITHDRAWAL_ERROR);
      if (hasStatus(to.account, 'mt5_withdrawal_locked') || hasStatus(to.account, 'withdrawal_locked'))
        throw new ApiError(WITHDRAWAL_ERROR, MT5_MESSAGES.withdrawalLocked);
      const mt5Currency = currencyNamed(mt5.currency)!;
      const minor = withinMt5Limits(world, request.amount, mt5Currency, WITHDRAWAL_ERROR);
      if (minor > balanceOf(world.state.ledger, mt5.login))
        throw new ApiError(WITHDRAWAL_ERROR, 'Your MT5 account balance is insufficient for this withdrawal.');
      const credited = convertMinor(world.state.exchange_rates, minor, mt5Currency, to.currency);
      const time = world.clock.epoch();
      const [, received] = postTogether(world, [
        {
          loginid: mt5.login,
          action: 'transfer',
          amount: -minor,
          time,
          description: `Transfer to ${to.account.loginid}`,
        },
        {
          loginid: to.account.loginid,
          action: 'transfer',
          amount: credited,
          time,
          description: `Transfer from MT5 ${mt5.login}`,
        },
      ]);
      return { mt5_withdrawal: 1, binary_transaction_id: received!.transaction_id };
    },
  },
};
