import Big from 'big.js';
import { randomBytes } from 'node:crypto';
import type {
  Mt5LoginListResponse,
  Mt5NewAccountRequest,
  Mt5NewAccountResponse,
} from '../../../schemas/generated/types';
import { isVirtual } from '../../domain/accounts/model';
import { hashPassword } from '../../domain/accounts/password';
import type { Currency } from '../../domain/currencies';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits } from '../../domain/ledger/money';
import { loginNumber, mt5AccountsOf, type Mt5Account } from '../../domain/mt5/model';
import {
  groupCompany,
  mammGroup,
  mammOffered,
  maxLeverage,
  MT5_CURRENCIES,
  MT5_DEMO_TOP_UP,
  mt5Group,
  mt5Offered,
  realKindOffered,
  type Mt5Kind,
} from '../../domain/mt5/offerings';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import { actingAccount, type ActingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { postTogether } from '../support/money-moves';
import { MT5_MESSAGES } from '../support/mt5-context';

type LoginListEntry = Mt5LoginListResponse['mt5_login_list'][number];
type NewAccountBody = Mt5NewAccountResponse['mt5_new_account'];

const CREATE_ERROR = 'MT5CreateUserError';

function balanceText(minor: number, currency: Currency): string {
  return new Big(minor).div(new Big(10).pow(currency.fractionalDigits)).toFixed(currency.fractionalDigits);
}

function loginListEntry(world: World, account: Mt5Account): LoginListEntry {
  const currency = currencyNamed(account.currency)!;
  const minor = balanceOf(world.state.ledger, account.login);
  return {
    account_type: account.is_demo ? 'demo' : 'real',
    balance: fromMinorUnits(minor, currency),
    country: account.country,
    currency: account.currency,
    display_balance: balanceText(minor, currency),
    email: account.email,
    group: account.group,
    landing_company_short: account.landing_company as LoginListEntry['landing_company_short'],
    leverage: account.leverage,
    login: account.login,
    market_type: account.market === 'gaming' ? 'synthetic' : 'financial',
    name: account.name,
    sub_account_type: account.mt5_account_type ?? 'standard',
  };
}

function kindOf(request: Mt5NewAccountRequest): Mt5Kind {
  if (request.account_type === 'gaming') return 'gaming';
  if (request.account_type === 'financial')
    return request.mt5_account_type === 'financial_stp' ? 'financial_stp' : 'financial';
  if (request.account_type === 'demo' && request.mt5_account_type !== undefined)
    return request.mt5_account_type === 'financial_stp' ? 'financial_stp' : 'financial';
  if (request.account_type === 'demo') return 'gaming';
  throw new ApiError(CREATE_ERROR, 'This account type is not available.');
}

function hashed(password: string) {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: hashPassword(password, salt) };
}

/** The account the request describes, checked against the client's jurisdiction and the MT5 rules. */
function newAccount(world: World, { account, user }: ActingAccount, request: Mt5NewAccountRequest): Mt5Account {
  const isDemo = request.account_type === 'demo';
  const kind = kindOf(request);
  const company = groupCompany(account.landing_company);
  if (!mt5Offered(account.landing_company, user.residence))
    throw new ApiError('MT5NotAllowed', MT5_MESSAGES.notAvailable);
  if (!isDemo && isVirtual(account)) throw new ApiError('RealAccountMissing', MT5_MESSAGES.upgrade);
  if (!realKindOffered(company, kind)) throw new ApiError('MT5NotAllowed', MT5_MESSAGES.notAvailable);
  const max = maxLeverage(kind, company);
  if (!Number.isInteger(request.leverage) || request.leverage < 1 || request.leverage > max)
    throw new ApiError(CREATE_ERROR, `Leverage must be a whole number from 1 to ${max}.`);
  if (request.investPassword !== undefined && request.investPassword === request.mainPassword)
    throw new ApiError('MT5SamePassword', MT5_MESSAGES.samePasswords);
  const currency = request.currency || (company === 'maltainvest' ? 'EUR' : 'USD');
  if (!MT5_CURRENCIES.includes(currency))
    throw new ApiError(CREATE_ERROR, `MT5 accounts are not offered in ${currency}.`);
  const managed = request.manager_id !== undefined;
  if (managed && !mammOffered(isDemo, kind))
    throw new ApiError(CREATE_ERROR, 'MAM accounts are real financial accounts.');
  const plainGroup = mt5Group(isDemo, account.landing_company, kind);
  const group = managed ? mammGroup(plainGroup) : plainGroup;
  if (mt5AccountsOf(world.state.mt5, user.user_id).some((each) => each.group === group))
    throw new ApiError(CREATE_ERROR, 'You already have an MT5 account of this type.');
  const number = world.state.mt5.last_login_number + 1;
  const created: Mt5Account = {
    login: `${isDemo ? 'MTD' : 'MTR'}${number}`,
    user_id: user.user_id,
    loginid: account.loginid,
    is_demo: isDemo,
    market: kind === 'gaming' ? 'gaming' : 'financial',
    group,
    landing_company: company,
    currency,
    leverage: request.leverage,
    name: request.name,
    email: user.email,
    country: user.residence,
    main_password: hashed(request.mainPassword),
    // Without an investor password the account gets one nobody knows.
    investor_password: hashed(request.investPassword ?? randomBytes(24).toString('base64')),
    created_at: world.clock.epoch(),
  };
  if (kind !== 'gaming') created.mt5_account_type = kind;
  if (managed) created.manager_id = request.manager_id;
  return created;
}

/** Opens the account and, for a demo one, credits its opening funds in the same journal entry. */
function open(world: World, created: Mt5Account): void {
  const opened = { type: 'mt5_account_opened', account: created } as const;
  if (!created.is_demo) return world.commit(opened);
  const currency = currencyNamed(created.currency)!;
  postTogether(
    world,
    [
      {
        loginid: created.login,
        action: 'virtual_credit',
        amount: toMinorUnits(MT5_DEMO_TOP_UP.amount, currency),
        time: created.created_at,
        description: 'Demo account opening funds',
      },
    ],
    opened,
  );
}

export const mt5AccountHandlers: HandlerTable = {
  mt5_login_list: {
    scopes: ['read'],
    handle: (context) => {
      const { user } = actingAccount(context);
      const accounts = mt5AccountsOf(context.world.state.mt5, user.user_id);
      return { mt5_login_list: accounts.map((account) => loginListEntry(context.world, account)) };
    },
  },
  mt5_new_account: {
    scopes: ['admin'],
    handle: (context): ResponseOf<'mt5_new_account'> => {
      const { world } = context;
      const request = context.request;
      const created = newAccount(world, actingAccount(context), request);
      if (request.dry_run !== 1) open(world, created);
      const currency = currencyNamed(created.currency)!;
      const minor = balanceOf(world.state.ledger, created.login);
      const body: NewAccountBody = {
        account_type: request.account_type,
        balance: fromMinorUnits(minor, currency),
        currency: created.currency,
        display_balance: balanceText(minor, currency),
      };
      if (request.dry_run !== 1) body.login = created.login;
      if (created.mt5_account_type) body.mt5_account_type = created.mt5_account_type;
      return { mt5_new_account: body };
    },
  },
  mt5_mamm: {
    scopes: ['admin'],
    handle: (context) => {
      const { world } = context;
      const request = context.request;
      const { user } = actingAccount(context);
      const account = mt5AccountsOf(world.state.mt5, user.user_id).find(
        (each) => !each.is_demo && loginNumber(each.login) === Number(request.login),
      );
      if (!account) throw new ApiError('PermissionDenied', 'Permission denied.');
      if (request.action !== 'revoke') return { mt5_mamm: { status: 1, manager_id: account.manager_id ?? '' } };
      if (account.manager_id === undefined) return { mt5_mamm: { status: 0, manager_id: '' } };
      world.commit({ type: 'mt5_manager_revoked', login: account.login });
      return { mt5_mamm: { status: 1, manager_id: '' } };
    },
  },
};
