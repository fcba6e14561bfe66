import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../simulator/domain/rate-limits';
import { handlers } from '../../../simulator/handlers';
import { balanceOf } from '../../../simulator/domain/ledger/ledger';
import { patchAccount } from '../../../simulator/world/account-admin';
import type { JsonObject } from '../../../simulator/protocol/envelope';
import { responseProblems } from '../../../simulator/transport/validation';
import { testDispatcher, type TestDispatcher } from '../../support/dispatcher';
import { expectLedgerConsistent, tokenOf } from './support';

const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((bucket) => [bucket, { minutely: 1e9, hourly: 1e9 }]),
) as RateLimits;

/** Every call that moves money; each must succeed at least once over the runs. */
/** The virtual top-up's threshold, 1,000 USD, in minor units. */
const TOP_UP_THRESHOLD_MINOR = 100_000;

const MONEY_CALLS = [
  'buy',
  'cashier',
  'mt5_deposit',
  'mt5_withdrawal',
  'paymentagent_transfer',
  'paymentagent_withdraw',
  'sell',
  'topup_virtual',
  'transfer_between_accounts',
];

/** A payment agent (another user), on a connection of its own in the same world. */
const AGENT = 'CR90000010';
const OWN = ['CR90000001', 'CR90000002', 'CR90000003', 'VRTC90000002'];
const LOGINIDS = [...OWN, 'CR90000010', 'CR90000011', 'MF90000001'];
const MT5 = ['MTD1001', 'MTR1002', 'MTR1003', 'MTR1005'];
/** Mostly the user's own accounts, sometimes anyone's. */
const loginid = fc.oneof({ arbitrary: fc.constantFrom(...OWN), weight: 4 }, fc.constantFrom(...LOGINIDS));
const mt5Login = fc.oneof({ arbitrary: fc.constantFrom('MTR1002', 'MTR1003'), weight: 3 }, fc.constantFrom(...MT5));
const CODE_TYPES = ['payment_withdraw', 'paymentagent_withdraw', 'mt5_password_reset'];

/** Amounts of every kind: mostly plausible ones, then too many decimals, negative, tiny, huge. */
const amount = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 300 }), weight: 4 },
  fc.constantFrom(0.01, 0.005, 0.0025),
  fc.integer({ min: -10, max: 30_000 }),
  fc.double({ min: -1, max: 25_000, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 0.01, 0.002, 0.00000001, 1.005, 2500, 20_000),
);

/**
 * A code the world sent, taken from its outbox when the step runs (`latest`: the newest of any type;
 * `fitting`: the newest of the type the call needs), or a made-up one.
 */
const code = fc.constantFrom('latest', 'fitting', 'Made4Up12');
/** The verify_email type each call's code must have. */
const CODE_TYPE_OF: Record<string, string> = {
  cashier: 'payment_withdraw',
  paymentagent_withdraw: 'paymentagent_withdraw',
};

/** A tick contract (settles on its own) and a timed one (can be sold back). */
const CONTRACTS = [
  { contract_type: 'CALL', symbol: 'R_100', duration: 5, duration_unit: 't' },
  { contract_type: 'PUT', symbol: 'R_100', duration: 5, duration_unit: 'm' },
];

/**
 * One step: a request to send (with `latest` standing for the newest e-mailed code, or for a sale the
 * newest contract; `after` seconds of world time pass first), a rate change, or the world clock moving
 * on (which settles contracts).
 */
type Step =
  | { request: Record<string, unknown>; byAgent?: boolean; after?: number }
  | { rate: [string, string] }
  | { advance: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...CODE_TYPES).map((type) => ({ request: { verify_email: 'real@example.com', type } })),
  fc
    .record({ cashier: fc.constantFrom('deposit', 'withdraw'), verification_code: code })
    .map((request) => ({ request })),
  fc
    .record({ lock: fc.constantFrom(true, false, false), password: fc.constantFrom('Secret123', 'Wrong1234') })
    .map(({ lock, password }) => ({
      request: { cashier_password: 1, [lock ? 'lock_password' : 'unlock_password']: password },
    })),
  fc
    .record({
      paymentagent_loginid: fc.oneof({ arbitrary: fc.constant(AGENT), weight: 3 }, fc.constantFrom(...LOGINIDS)),
      amount,
      currency: fc.oneof({ arbitrary: fc.constant('USD'), weight: 3 }, fc.constant('BTC')),
      verification_code: code,
      dry_run: fc.constantFrom(0, 1),
    })
    .map((fields) => ({ request: { paymentagent_withdraw: 1, ...fields } })),
  fc
    .record({
      transfer_to: fc.oneof({ arbitrary: fc.constant('CR90000001'), weight: 3 }, fc.constantFrom(...LOGINIDS)),
      amount,
      currency: fc.constant('USD'),
      dry_run: fc.constantFrom(0, 1),
      byAgent: fc.boolean(),
    })
    .map(({ byAgent, ...fields }) => ({ request: { paymentagent_transfer: 1, ...fields }, byAgent })),
  fc
    .record({
      account_from: fc.oneof({ arbitrary: fc.constant('CR90000001'), weight: 2 }, loginid),
      account_to: loginid,
      amount,
    })
    .map((fields) => ({ request: { transfer_between_accounts: 1, ...fields } })),
  fc
    .record({ from_binary: loginid, to_mt5: mt5Login, amount })
    .map((fields) => ({ request: { mt5_deposit: 1, ...fields } })),
  fc.constantFrom(...MT5).map((to_mt5) => ({ request: { mt5_deposit: 1, to_mt5 } })),
  fc
    .record({ from_mt5: mt5Login, to_binary: loginid, amount })
    .map((fields) => ({ request: { mt5_withdrawal: 1, ...fields } })),
  fc
    .record({
      account_type: fc.constantFrom('demo', 'gaming', 'financial'),
      leverage: fc.integer({ min: 0, max: 1200 }),
    })
    .map((fields) => ({
      request: {
        mt5_new_account: 1,
        email: 'real@example.com',
        mainPassword: 'Abcd1234x',
        name: 'Budi',
        ...fields,
      },
    })),
  fc
    .record({ loginid, amount, verification_code: code })
    .map((fields) => ({ request: { cashier: 'withdraw', type: 'api', address: 'sim1qdestination', ...fields } })),
  fc.constantFrom(...OWN).map((account) => ({ request: { topup_virtual: 1, loginid: account } })),
  fc
    .record({
      loginid: fc.oneof({ arbitrary: fc.constant('CR90000001'), weight: 3 }, loginid),
      amount,
      currency: fc.oneof({ arbitrary: fc.constant('USD'), weight: 3 }, fc.constant('BTC')),
      contract: fc.constantFrom(...CONTRACTS),
    })
    .map(({ loginid: account, amount: stake, currency, contract }) => ({
      request: {
        buy: 1,
        price: 1_000_000,
        loginid: account,
        parameters: { ...contract, amount: stake, basis: 'stake', currency },
      },
    })),
  {
    // Twice as often as the others: a sale needs an open timed contract, so most meet a refusal.
    weight: 2,
    arbitrary: fc
      .record({
        loginid,
        contract: fc.constantFrom('latest', 'latest', 'latest', 1, 999_999),
        after: fc.integer({ min: 0, max: 60 }),
      })
      .map(({ loginid: account, contract, after }) => ({
        request: { sell: contract, price: 0, loginid: account },
        after,
      })),
  },
  fc.integer({ min: 1, max: 240 }).map((seconds) => ({ advance: seconds })),
  fc
    .tuple(fc.constantFrom('BTC', 'ETH', 'EUR'), fc.integer({ min: 1, max: 200_000 }))
    .map(([currency, price]) => ({ rate: [currency, String(price)] as [string, string] })),
);

function latestCode(connection: TestDispatcher, type?: string): string {
  const sent = connection.world.state.accounts.outbox.filter((email) => type === undefined || email.type === type);
  return sent.at(-1)?.code ?? 'NoCodeYet1';
}

async function run(connection: TestDispatcher, agent: TestDispatcher, each: Step): Promise<JsonObject[]> {
  if ('rate' in each) {
    const [currency, usd_price] = each.rate;
    connection.world.commit({ type: 'exchange_rate_set', currency, usd_price });
    return [];
  }
  if ('advance' in each) {
    connection.world.moveClock((clock) => clock.advance(each.advance * 1000));
    return [];
  }
  if (each.after) connection.world.moveClock((clock) => clock.advance(each.after! * 1000));
  const request = { ...each.request };
  if (request.verification_code === 'latest') request.verification_code = latestCode(connection);
  if (request.verification_code === 'fitting') {
    const call = Object.keys(CODE_TYPE_OF).find((name) => name in request) ?? '';
    request.verification_code = latestCode(connection, CODE_TYPE_OF[call]);
  }
  if (request.sell === 'latest') {
    // The newest open timed contract (tick contracts are not sold back), by the account that holds it.
    const open = Object.values(connection.world.state.contracts.positions).filter(
      (position) => !position.closing && position.spec.expiry.kind !== 'ticks',
    );
    const newest = open.at(-1);
    request.sell = newest?.contract_id ?? 1;
    if (newest) request.loginid = newest.loginid;
  }
  return (each.byAgent ? agent : connection).dispatch(request);
}

describe('money calls in random order', () => {
  // cashier (page and crypto), payment agents, transfers, MT5, virtual top-up, buy and sell, settlement.
  it('never fail inside, always answer within their schemas, and keep every balance the sum of its transactions', async () => {
    const connection = testDispatcher(handlers, { fixture: { rate_limits: unlimited } });
    connection.world.moveClock((clock) => clock.freeze());
    const [authorized] = await connection.dispatch({
      authorize: tokenOf('CR90000001'),
      tokens: [tokenOf('CR90000002'), tokenOf('CR90000003'), tokenOf('VRTC90000002')],
    });
    expect(authorized?.error).toBeUndefined();
    const agent = testDispatcher(handlers, { world: connection.world });
    expect((await agent.dispatch({ authorize: tokenOf(AGENT) }))[0]?.error).toBeUndefined();
    const opening = connection.world.state.ledger.transactions.length;
    const succeeded = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // A run may top up the virtual account only while it holds 1,000 or less: an earlier run's
        // top-up (or winnings) would otherwise leave every later top-up refused.
        if (balanceOf(connection.world.state.ledger, 'VRTC90000002') > TOP_UP_THRESHOLD_MINOR)
          patchAccount(connection.world, 'VRTC90000002', { balance: 900 });
        for (const each of steps) {
          for (const reply of await run(connection, agent, each)) {
            expect(responseProblems(reply), JSON.stringify(reply)).toBeUndefined();
            const error = (reply.error as { code?: string } | undefined)?.code;
            expect(['OutputValidationFailed', 'InternalServerError']).not.toContain(error);
            if (error === undefined) succeeded.add(reply.msg_type as string);
          }
          expectLedgerConsistent(connection.world.state.ledger);
        }
      }),
      { numRuns: 300 },
    );
    expect([...connection.logged, ...agent.logged]).toEqual([]);
    // The sequences moved money, not only met refusals.
    expect(connection.world.state.ledger.transactions.length - opening).toBeGreaterThan(40);
    expect([...succeeded].sort()).toEqual(expect.arrayContaining(MONEY_CALLS));
  }, 120_000);
});
