import Big from 'big.js';
import { fullName, userOf, type PaymentAgentDetails } from '../../domain/accounts/model';
import { CASHIER_ASKS, isCashierAsk, type ForcedAsks } from '../../domain/cashier/state';
import { balanceOf, nextTransaction, nextTransactions, type Posting } from '../../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits } from '../../domain/ledger/money';
import type { World } from '../../world/world';
import { BodyReader } from './body';
import { ControlError, paramOf, worldOf, type ControlRoute } from './route';
import type { ExchangeRateReply, LedgerReading, Mt5AccountSummary, PostedTransactionsReply } from './types';

function stringList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new ControlError(400, 'InvalidBody', `"${name}" must be an array of strings`);
  return value;
}

function forcedAsks(world: World, loginid: string, body: unknown): ForcedAsks {
  if (!world.state.accounts.accounts[loginid])
    throw new ControlError(404, 'AccountNotFound', `There is no account "${loginid}".`);
  new BodyReader(body).only('asks', 'missing_details');
  const fields = body as Record<string, unknown>;
  const asks = stringList(fields.asks, 'asks');
  const unknown = asks.filter((ask) => !isCashierAsk(ask));
  if (unknown.length > 0)
    throw new ControlError(
      400,
      'InvalidAsk',
      `Unknown cashier ask ${unknown.join(', ')}; known: ${CASHIER_ASKS.join(', ')}.`,
    );
  return { asks: asks.filter(isCashierAsk), missing_details: stringList(fields.missing_details, 'missing_details') };
}

function positiveDecimal(value: unknown): Big {
  const invalid = new ControlError(400, 'InvalidBody', '"usd_price" must be a positive decimal');
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid;
  let price: Big;
  try {
    price = new Big(value);
  } catch {
    throw invalid;
  }
  if (price.lte(0)) throw invalid;
  return price;
}

const AGENT_TEXT_FIELDS = [
  'name',
  'summary',
  'url',
  'email',
  'telephone',
  'further_information',
  'supported_banks',
  'currencies',
  'deposit_commission',
  'withdrawal_commission',
  'min_withdrawal',
  'max_withdrawal',
] as const;

/** The account's agent details with the body's fields over them (new agents start from the account's own). */
function agentDetails(world: World, loginid: string, body: unknown): PaymentAgentDetails {
  const account = world.state.accounts.accounts[loginid];
  if (!account) throw new ControlError(404, 'AccountNotFound', `There is no account "${loginid}".`);
  const reader = new BodyReader(body).only(...AGENT_TEXT_FIELDS, 'is_authenticated');
  const user = userOf(world.state.accounts, account);
  const details: PaymentAgentDetails = account.payment_agent
    ? { ...account.payment_agent }
    : ({
        ...Object.fromEntries(AGENT_TEXT_FIELDS.map((field) => [field, ''])),
        name: fullName(user),
        email: user.email,
        currencies: account.currency ?? '',
        is_authenticated: true,
      } as PaymentAgentDetails);
  for (const field of AGENT_TEXT_FIELDS) {
    const value = reader.optionalString(field);
    if (value !== undefined) details[field] = value;
  }
  const authenticated = (body as Record<string, unknown>).is_authenticated;
  if (authenticated !== undefined) {
    if (typeof authenticated !== 'boolean')
      throw new ControlError(400, 'InvalidBody', '"is_authenticated" must be a boolean');
    details.is_authenticated = authenticated;
  }
  return details;
}

function mt5Summary(world: World, login: string): Mt5AccountSummary {
  const account = world.state.mt5.accounts[login];
  if (!account) throw new ControlError(404, 'Mt5AccountNotFound', `There is no MT5 account "${login}".`);
  const currency = currencyNamed(account.currency)!;
  return {
    login,
    user_id: account.user_id,
    group: account.group,
    currency: account.currency,
    leverage: account.leverage,
    balance: fromMinorUnits(balanceOf(world.state.ledger, login), currency),
    manager_id: account.manager_id ?? '',
    name: account.name,
  };
}

/** Sets an MT5 account's balance, recorded as an adjustment transaction. */
function setMt5Balance(world: World, login: string, body: unknown): Mt5AccountSummary {
  const account = world.state.mt5.accounts[login];
  if (!account) throw new ControlError(404, 'Mt5AccountNotFound', `There is no MT5 account "${login}".`);
  new BodyReader(body).only('balance');
  const balance = (body as Record<string, unknown>).balance;
  const invalid = new ControlError(400, 'InvalidBalance', '"balance" must be a decimal of 0 or more');
  if (typeof balance !== 'string' && typeof balance !== 'number') throw invalid;
  let target: number;
  try {
    target = toMinorUnits(balance, currencyNamed(account.currency)!);
  } catch {
    throw invalid;
  }
  if (target < 0) throw invalid;
  const current = balanceOf(world.state.ledger, login);
  if (target !== current) {
    const transaction = nextTransaction(world.state.ledger, {
      loginid: login,
      action: 'adjustment',
      amount: target - current,
      time: world.clock.epoch(),
      description: 'Balance set through the control API',
    });
    world.commit({ type: 'ledger_posted', transaction });
  }
  return mt5Summary(world, login);
}

/**
 * What the ledger holds for an account (a trading account or an MT5 login): its balance, and the sum
 * of the transactions its statement lists, each counted once. Both in the account's currency.
 */
function ledgerReading(world: World, loginid: string): LedgerReading {
  const code = world.state.accounts.accounts[loginid]?.currency ?? world.state.mt5.accounts[loginid]?.currency;
  const currency = code ? currencyNamed(code) : undefined;
  if (!currency) throw new ControlError(404, 'AccountNotFound', `There is no account "${loginid}" with a currency.`);
  const own = world.state.ledger.transactions.filter((transaction) => transaction.loginid === loginid);
  const total = own.reduce((sum, transaction) => sum + transaction.amount, 0);
  return {
    loginid,
    currency: currency.code,
    balance: fromMinorUnits(balanceOf(world.state.ledger, loginid), currency),
    statement_total: fromMinorUnits(total, currency),
    transactions: own.length,
  };
}

/** The most transactions one request posts: enough for a long statement, small enough for one change. */
const MOST_POSTED_TRANSACTIONS = 20_000;

/**
 * Posts `count` transactions on an account at the world's current time, alternately a deposit and a
 * withdrawal of `amount` (an even count leaves the balance where it was): a long statement without buying.
 */
function postTransactions(world: World, loginid: string, body: unknown): PostedTransactionsReply {
  const account = world.state.accounts.accounts[loginid];
  if (!account) throw new ControlError(404, 'AccountNotFound', `There is no account "${loginid}".`);
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  if (!currency) throw new ControlError(409, 'NoCurrency', `${loginid} has no currency yet.`);
  const reader = new BodyReader(body).only('count', 'amount');
  const count = reader.integer('count', 1);
  if (count > MOST_POSTED_TRANSACTIONS)
    throw new ControlError(400, 'InvalidBody', `"count" must be at most ${MOST_POSTED_TRANSACTIONS}`);
  const amountField = (body as Record<string, unknown>).amount ?? '1';
  const invalidAmount = new ControlError(400, 'InvalidBody', '"amount" must be a decimal above 0');
  if (typeof amountField !== 'string' && typeof amountField !== 'number') throw invalidAmount;
  let amount: number;
  try {
    amount = toMinorUnits(amountField, currency);
  } catch {
    throw invalidAmount;
  }
  if (amount <= 0) throw invalidAmount;
  const time = world.clock.epoch();
  const postings = Array.from({ length: count }, (_, index): Posting => {
    const deposit = index % 2 === 0;
    return {
      loginid,
      action: deposit ? 'deposit' : 'withdrawal',
      amount: deposit ? amount : -amount,
      time,
      description: deposit ? 'Deposit through the control API' : 'Withdrawal through the control API',
    };
  });
  const transactions = nextTransactions(world.state.ledger, postings);
  world.commit({ type: 'ledger_posted_together', transactions });
  return {
    count,
    first_transaction_id: transactions[0]!.transaction_id,
    last_transaction_id: transactions[transactions.length - 1]!.transaction_id,
    balance: fromMinorUnits(balanceOf(world.state.ledger, loginid), currency),
  };
}

/** Cashier checks forced on accounts, exchange rates and MT5 accounts. */
export const moneyRoutes: ControlRoute[] = [
  {
    method: 'PUT',
    path: '/worlds/:world/accounts/:loginid/cashier-asks',
    handle: (request) => {
      const world = worldOf(request);
      const loginid = paramOf(request, 'loginid');
      const forced = forcedAsks(world, loginid, request.body);
      world.commit({ type: 'cashier_asks_forced', loginid, forced });
      return forced;
    },
  },
  {
    method: 'PUT',
    path: '/worlds/:world/exchange-rates/:currency',
    handle: (request): ExchangeRateReply => {
      const world = worldOf(request);
      const code = paramOf(request, 'currency');
      if (!currencyNamed(code)) throw new ControlError(404, 'UnknownCurrency', `The platform offers no ${code}.`);
      new BodyReader(request.body).only('usd_price');
      const price = positiveDecimal((request.body as Record<string, unknown>).usd_price);
      world.commit({ type: 'exchange_rate_set', currency: code, usd_price: price.toString() });
      return { currency: code, usd_price: price.toString() };
    },
  },
  {
    method: 'PUT',
    path: '/worlds/:world/accounts/:loginid/payment-agent',
    handle: (request) => {
      const world = worldOf(request);
      const loginid = paramOf(request, 'loginid');
      const payment_agent = agentDetails(world, loginid, request.body);
      world.commit({ type: 'payment_agent_set', loginid, payment_agent });
      return payment_agent;
    },
  },
  {
    method: 'DELETE',
    path: '/worlds/:world/accounts/:loginid/payment-agent',
    handle: (request) => {
      const world = worldOf(request);
      const loginid = paramOf(request, 'loginid');
      if (!world.state.accounts.accounts[loginid])
        throw new ControlError(404, 'AccountNotFound', `There is no account "${loginid}".`);
      world.commit({ type: 'payment_agent_set', loginid, payment_agent: null });
      return { deleted: loginid };
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/accounts/:loginid/transactions',
    handle: (request) => postTransactions(worldOf(request), paramOf(request, 'loginid'), request.body),
  },
  {
    method: 'GET',
    path: '/worlds/:world/accounts/:loginid/ledger',
    handle: (request) => ledgerReading(worldOf(request), paramOf(request, 'loginid')),
  },
  {
    method: 'GET',
    path: '/worlds/:world/mt5/:login',
    handle: (request) => mt5Summary(worldOf(request), paramOf(request, 'login')),
  },
  {
    method: 'PUT',
    path: '/worlds/:world/mt5/:login/balance',
    handle: (request) => setMt5Balance(worldOf(request), paramOf(request, 'login'), request.body),
  },
];
