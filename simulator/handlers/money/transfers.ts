import Big from 'big.js';
import type { TransferBetweenAccountsRequest, TransferBetweenAccountsResponse } from '../../../schemas/generated/types';
import { accountsOfUser, fullName, isVirtual, userOf, type Account } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import { CASHIER_MESSAGES } from '../../domain/cashier/checks';
import { minimumWithdrawal } from '../../domain/cashier/currency-limits';
import { TRANSFER_MAX_USD, type Currency } from '../../domain/currencies';
import { convertMinor, usdInMinor } from '../../domain/exchange-rates';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, toMinorUnits } from '../../domain/ledger/money';
import { mt5AccountsOf } from '../../domain/mt5/model';
import { TRANSFER_MESSAGES, transferFeeMinor, transferPairRefusal, type TransferSide } from '../../domain/transfers';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import { actingAccount, type ActingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { limits } from './limits';
import { postTogether, requestedMinor } from '../support/money-moves';

type ListedAccount = NonNullable<TransferBetweenAccountsResponse['accounts']>[number];

const TRANSFER_ERROR = 'TransferBetweenAccountsError';

function decimal(minor: number, currency: Currency): string {
  return new Big(minor).div(new Big(10).pow(currency.fractionalDigits)).toFixed(currency.fractionalDigits);
}

function listed(world: World, account: Account, currency: Currency): ListedAccount {
  return {
    account_category: 'trading',
    account_type: 'binary',
    balance: decimal(balanceOf(world.state.ledger, account.loginid), currency),
    currency: currency.code,
    demo_account: 0,
    landing_company_short: account.landing_company,
    loginid: account.loginid,
    transfers: 'all',
  };
}

/** The user's real, enabled accounts that have a currency: the ones a transfer can involve. */
function transferable(world: World, userId: number): TransferSide[] {
  return accountsOfUser(world.state.accounts, userId)
    .filter((account) => !isVirtual(account) && !hasStatus(account, 'disabled'))
    .flatMap((account) => {
      const currency = account.currency ? currencyNamed(account.currency) : undefined;
      return currency ? [{ account, currency }] : [];
    });
}

function listing(world: World, { user }: ActingAccount, withMt5: boolean): ListedAccount[] {
  const accounts = transferable(world, user.user_id).map(({ account, currency }) => listed(world, account, currency));
  if (!withMt5) return accounts;
  const mt5 = mt5AccountsOf(world.state.mt5, user.user_id)
    .filter((account) => !account.is_demo)
    .map((account): ListedAccount => {
      const currency = currencyNamed(account.currency)!;
      return {
        account_type: 'mt5',
        balance: decimal(balanceOf(world.state.ledger, account.login), currency),
        currency: currency.code,
        demo_account: 0,
        loginid: account.login,
        mt5_group: account.group,
      };
    });
  return [...accounts, ...mt5];
}

function side(world: World, acting: ActingAccount, loginid: string): TransferSide {
  const found = transferable(world, acting.user.user_id).find(({ account }) => account.loginid === loginid);
  if (found) return found;
  const account = world.state.accounts.accounts[loginid];
  if (account && account.user_id === acting.user.user_id && isVirtual(account))
    throw new ApiError(TRANSFER_ERROR, TRANSFER_MESSAGES.virtual);
  throw new ApiError(TRANSFER_ERROR, TRANSFER_MESSAGES.unavailable);
}

/** The amount in minor units from the currency's minimum withdrawal to the transfer maximum, within the balance and what withdrawals may still take. */
function checkedAmount(world: World, from: TransferSide, amount: number): number {
  const { account, currency } = from;
  const minor = requestedMinor(amount, currency, TRANSFER_ERROR);
  const rates = world.state.exchange_rates;
  const min = toMinorUnits(minimumWithdrawal(currency), currency);
  const max = usdInMinor(rates, TRANSFER_MAX_USD, currency);
  if (minor < min || minor > max)
    throw new ApiError(
      TRANSFER_ERROR,
      `Provided amount is not within permissible limits. Minimum transfer amount for ${currency.code} currency is ${decimal(min, currency)}. Maximum is ${decimal(max, currency)}.`,
    );
  if (minor > balanceOf(world.state.ledger, account.loginid))
    throw new ApiError(TRANSFER_ERROR, TRANSFER_MESSAGES.insufficient);
  if (minor > toMinorUnits(limits(world, account).remainder, currency))
    throw new ApiError(TRANSFER_ERROR, CASHIER_MESSAGES.withdrawalLimit);
  return minor;
}

function transfer(
  world: World,
  acting: ActingAccount,
  request: TransferBetweenAccountsRequest,
): ResponseOf<'transfer_between_accounts'> {
  const from = side(world, acting, request.account_from!);
  const to = side(world, acting, request.account_to!);
  const refused = transferPairRefusal(from, to);
  if (refused) throw new ApiError(TRANSFER_ERROR, refused);
  if (request.currency !== undefined && request.currency !== from.currency.code)
    throw new ApiError(TRANSFER_ERROR, TRANSFER_MESSAGES.currencyMismatch);
  if (hasStatus(from.account, 'cashier_locked') || hasStatus(to.account, 'cashier_locked'))
    throw new ApiError(TRANSFER_ERROR, CASHIER_MESSAGES.locked);
  if (hasStatus(from.account, 'withdrawal_locked'))
    throw new ApiError(TRANSFER_ERROR, CASHIER_MESSAGES.withdrawalLocked);
  if (request.amount === undefined) throw new ApiError(TRANSFER_ERROR, 'Please provide an amount.');
  const minor = checkedAmount(world, from, request.amount);
  const fee = transferFeeMinor(minor, from.currency, to.currency);
  const credited = convertMinor(world.state.exchange_rates, minor - fee, from.currency, to.currency);
  const time = world.clock.epoch();
  const feeNote = fee > 0 ? ` (fee ${decimal(fee, from.currency)} ${from.currency.code})` : '';
  const [sent] = postTogether(world, [
    {
      loginid: from.account.loginid,
      action: 'transfer',
      amount: -minor,
      time,
      description: `Transfer to ${to.account.loginid}${feeNote}`,
    },
    {
      loginid: to.account.loginid,
      action: 'transfer',
      amount: credited,
      time,
      description: `Transfer from ${from.account.loginid}`,
    },
  ]);
  return {
    transfer_between_accounts: 1,
    accounts: [listed(world, from.account, from.currency), listed(world, to.account, to.currency)],
    client_to_full_name: fullName(userOf(world.state.accounts, to.account)),
    client_to_loginid: to.account.loginid,
    transaction_id: sent!.transaction_id,
  };
}

export const transferHandlers: HandlerTable = {
  transfer_between_accounts: {
    scopes: ['payments'],
    handle: (context) => {
      const request = context.request;
      const acting = actingAccount(context);
      const { account_from, account_to } = request;
      if (account_from === undefined && account_to === undefined)
        return {
          transfer_between_accounts: 1,
          accounts: listing(context.world, acting, request.accounts === 'all'),
        };
      if (account_from === undefined || account_to === undefined)
        throw new ApiError(TRANSFER_ERROR, 'Please give both account_from and account_to.');
      return transfer(context.world, acting, request);
    },
  },
};
