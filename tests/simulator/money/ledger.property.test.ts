import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../simulator/domain/rate-limits';
import { handlers } from '../../../simulator/handlers';
import type { JsonObject } from '../../../simulator/transport/envelope';
import { responseProblems } from '../../../simulator/transport/validation';
import { testDispatcher, type TestDispatcher } from '../../support/dispatcher';
import { expectLedgerConsistent, tokenOf } from './support';

const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((bucket) => [bucket, { minutely: 1e9, hourly: 1e9 }]),
) as RateLimits;

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

/** A code the world sent (taken from its outbox when the command runs) or a made-up one. */
const code = fc.oneof(fc.constant('latest'), fc.constant('Made4Up12'));

/** One step: a request to send (with `latest` standing for the newest e-mailed code), or a rate change. */
type Step = { request: Record<string, unknown> } | { rate: [string, string] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...CODE_TYPES).map((type) => ({ request: { verify_email: 'real@example.com', type } })),
  fc
    .record({ cashier: fc.constantFrom('deposit', 'withdraw'), verification_code: code })
    .map((request) => ({ request })),
  fc.record({ lock: fc.boolean(), password: fc.constantFrom('Secret123', 'Wrong1234') }).map(({ lock, password }) => ({
    request: { cashier_password: 1, [lock ? 'lock_password' : 'unlock_password']: password },
  })),
  fc
    .record({
      paymentagent_loginid: fc.constantFrom(...LOGINIDS),
      amount,
      currency: fc.constantFrom('USD', 'BTC'),
      verification_code: code,
      dry_run: fc.constantFrom(0, 1),
    })
    .map((fields) => ({ request: { paymentagent_withdraw: 1, ...fields } })),
  fc
    .record({
      transfer_to: fc.constantFrom(...LOGINIDS),
      amount,
      currency: fc.constant('USD'),
      dry_run: fc.constantFrom(0, 1),
    })
    .map((fields) => ({ request: { paymentagent_transfer: 1, ...fields } })),
  fc
    .record({ account_from: loginid, account_to: loginid, amount })
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
    .tuple(fc.constantFrom('BTC', 'ETH', 'EUR'), fc.integer({ min: 1, max: 200_000 }))
    .map(([currency, price]) => ({ rate: [currency, String(price)] as [string, string] })),
);

function latestCode(connection: TestDispatcher): string {
  return connection.world.state.accounts.outbox.at(-1)?.code ?? 'NoCodeYet1';
}

async function run(connection: TestDispatcher, each: Step): Promise<JsonObject[]> {
  if ('rate' in each) {
    const [currency, usd_price] = each.rate;
    connection.world.commit({ type: 'exchange_rate_set', currency, usd_price });
    return [];
  }
  const request = { ...each.request };
  if (request.verification_code === 'latest') request.verification_code = latestCode(connection);
  return connection.dispatch(request);
}

describe('money calls in random order', () => {
  it('never fail inside, always answer within their schemas, and keep every balance the sum of its transactions', async () => {
    const connection = testDispatcher(handlers, { fixture: { rate_limits: unlimited } });
    const [authorized] = await connection.dispatch({
      authorize: tokenOf('CR90000001'),
      tokens: [tokenOf('CR90000002'), tokenOf('CR90000003')],
    });
    expect(authorized?.error).toBeUndefined();
    const opening = connection.world.state.ledger.transactions.length;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const each of steps) {
          for (const reply of await run(connection, each)) {
            expect(responseProblems(reply), JSON.stringify(reply)).toBeUndefined();
            const error = (reply.error as { code?: string } | undefined)?.code;
            expect(['OutputValidationFailed', 'InternalServerError']).not.toContain(error);
          }
          expectLedgerConsistent(connection.world.state.ledger);
        }
      }),
      { numRuns: 150 },
    );
    expect(connection.logged).toEqual([]);
    // The sequences moved money, not only met refusals.
    expect(connection.world.state.ledger.transactions.length - opening).toBeGreaterThan(40);
  }, 120_000);
});
