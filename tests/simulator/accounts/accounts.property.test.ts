import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../simulator/domain/accounts/fixture-users';
import { handlers } from '../../../simulator/handlers';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import type { World } from '../../../simulator/world/world';
import type { JsonObject } from '../../../simulator/protocol/envelope';
import { responseProblems } from '../../../simulator/transport/validation';
import { testDispatcher, type TestDispatcher } from '../../support/dispatcher';
import { recordingWorld } from '../../support/recording-world';
import { propertySeed } from '../../support/property-seed';
import { READ_ONLY_TOKEN, TRADING_TOKEN, tokenOf } from './support';

const USERS: readonly FixtureUser[] = loadWorldFixture('default').users ?? [];
const TOKENS = [
  ...USERS.flatMap((user) => user.accounts.map((account) => account.token)),
  READ_ONLY_TOKEN,
  TRADING_TOKEN,
];
const EMAILS = [...USERS.map((user) => user.email), 'fresh.one@example.com', 'fresh.two@example.com'];
const CODE_TYPES = [
  'account_opening',
  'reset_password',
  'payment_withdraw',
  'paymentagent_withdraw',
  'mt5_password_reset',
];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'BTC', 'ETH', 'LTC', 'UST', 'AUD', 'XYZ'];
const PASSWORDS = ['Demo1234', 'Sunny2day', 'Password1', 'weak'];
const DETAILS = {
  salutation: 'Mr',
  first_name: 'Ari',
  last_name: 'Putra',
  date_of_birth: '1990-01-01',
  address_line_1: 'Jl. Satu 1',
  address_city: 'Medan',
  address_postcode: 'AB1 2CD',
  phone: '+62 811 111 1111',
  citizen: 'de',
  place_of_birth: 'id',
  account_opening_reason: 'Speculative',
  tax_residence: 'de',
  tax_identification_number: '12345678901',
  employment_status: 'Employed',
};

type Command = (connection: TestDispatcher) => Promise<JsonObject[]>;

/** The latest code e-mailed (of any kind), or a made-up one. */
function latestCode(connection: TestDispatcher): string {
  return [...connection.world.state.accounts.outbox].reverse().find((email) => email.code)?.code ?? 'ABCDEFGH';
}

/** `run`, shown as `label` in fast-check's report of a failing run. */
const labelled = (label: string, run: Command): Command => Object.assign(run, { [fc.toStringMethod]: () => label });

const send = (request: object): Command =>
  labelled(JSON.stringify(request), (connection) => connection.dispatch(request));

const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
  fc.constant(999999999999999),
);

const logIn = fc.constantFrom(...TOKENS).map((token) => send({ authorize: token }));

const openRealAccount = (currency: string | null): Command =>
  send({ new_account_real: 1, ...DETAILS, residence: 'id', ...(currency ? { currency } : {}) });

const setSelfExclusion = (field: string, value: number | string): Command =>
  send({ set_self_exclusion: 1, [field]: value });

const newApiToken = (name: string, scopes: string[]): Command =>
  send({ api_token: 1, new_token: name, new_token_scopes: scopes });

const fileBytes = fc.uint8Array({ minLength: 1, maxLength: 40_000 });

/** Uploads `bytes` as a utility bill: the document_upload call, then the file in binary frames. */
const uploadDocument = (bytes: Uint8Array): Command =>
  labelled(`document_upload of ${bytes.length} bytes`, async (connection) => {
    const file = Buffer.from(bytes);
    const replies = await connection.dispatch({
      document_upload: 1,
      document_type: 'utility_bill',
      document_format: 'PNG',
      expected_checksum: createHash('md5').update(file).digest('hex'),
      file_size: file.length,
    });
    const started = replies[0]?.document_upload as { call_type: number; upload_id: number } | undefined;
    if (!started) return replies;
    const before = connection.sent.length;
    for (let offset = 0; offset <= file.length; offset += 16_384) {
      const chunk = file.subarray(offset, offset + 16_384);
      const header = Buffer.alloc(12);
      header.writeUInt32BE(started.call_type, 0);
      header.writeUInt32BE(started.upload_id, 4);
      header.writeUInt32BE(chunk.length, 8);
      connection.session.uploads.receive(Buffer.concat([header, chunk]));
    }
    return [...replies, ...connection.sent.slice(before)];
  });

/**
 * Calls that succeed on a fresh world, each after its own log-in, with random parameters. Every run
 * starts with them, so every run reaches past the refusals (which random calls alone mostly meet)
 * and the random calls after them act on accounts that have a real account, tokens, limits and files.
 */
const SUCCEEDING_CALLS = ['new_account_real', 'api_token', 'document_upload', 'set_self_exclusion'];
const opening: fc.Arbitrary<Command[]> = fc
  .tuple(
    fc.option(fc.constantFrom('USD', 'EUR', 'GBP', 'AUD', 'BTC', 'ETH', 'LTC')).map(openRealAccount),
    fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9_]{2,32}$/),
        fc.subarray(['read', 'trade', 'payments', 'admin'], { minLength: 1 }),
      )
      .map(([name, scopes]) => newApiToken(name, scopes)),
    fileBytes.map(uploadDocument),
    fc
      .tuple(
        fc.constantFrom('max_balance', 'max_turnover', 'max_30day_turnover', 'max_7day_losses', 'max_open_bets'),
        fc.integer({ min: 1, max: 100_000 }),
      )
      .map(([field, value]) => setSelfExclusion(field, value)),
  )
  .map(([realAccount, apiToken, upload, selfExclusion]) => [
    send({ authorize: tokenOf('VRTC90000001') }),
    realAccount,
    send({ authorize: tokenOf('CR90000001') }),
    apiToken,
    upload,
    selfExclusion,
  ]);

const command: fc.Arbitrary<Command> = fc.oneof(
  logIn,
  fc.constant(send({ logout: 1 })),
  fc
    .tuple(fc.constantFrom(...EMAILS), fc.constantFrom(...CODE_TYPES))
    .map(([email, type]) => send({ verify_email: email, type })),
  fc
    .tuple(fc.constantFrom('id', 'de', 'gb', 'us'), fc.constantFrom(...PASSWORDS))
    .map(([residence, password]): Command =>
      labelled(`new_account_virtual in ${residence} with the latest code`, (connection) =>
        connection.dispatch({
          new_account_virtual: 1,
          verification_code: latestCode(connection),
          residence,
          client_password: password,
        }),
      ),
    ),
  fc.option(fc.constantFrom(...CURRENCIES)).map(openRealAccount),
  fc
    .constantFrom(0, 1)
    .map((accept_risk) => send({ new_account_maltainvest: 1, ...DETAILS, residence: 'de', accept_risk })),
  fc.constantFrom(...CURRENCIES).map((currency) => send({ set_account_currency: currency })),
  fc.constantFrom(...PASSWORDS).map((password): Command =>
    labelled('reset_password with the latest code', (connection) =>
      connection.dispatch({
        reset_password: 1,
        verification_code: latestCode(connection),
        new_password: password,
        date_of_birth: '1990-04-12',
      }),
    ),
  ),
  fc
    .tuple(fc.constantFrom(...PASSWORDS), fc.constantFrom(...PASSWORDS))
    .map(([old_password, new_password]) => send({ change_password: 1, old_password, new_password })),
  fc.constantFrom({ tnc_approval: 1 }, { tnc_approval: 1, ukgc_funds_protection: 1 }).map(send),
  fc.constant(send({ set_financial_assessment: 1, trading_experience: { cfd_trading_experience: '1-2 years' } })),
  fc.constant(send({ get_financial_assessment: 1 })),
  fc
    .oneof(
      fc.tuple(fc.constantFrom('max_balance', 'max_turnover', 'max_30day_turnover', 'max_7day_losses'), amount),
      fc.tuple(fc.constantFrom('max_open_bets', 'session_duration_limit'), fc.integer({ min: 0, max: 99999 })),
      fc.tuple(fc.constant('timeout_until'), fc.integer({ min: 1_700_000_000, max: 1_900_000_000 })),
      fc.tuple(fc.constant('exclude_until'), fc.constantFrom('2026-01-01', '2027-12-31', '2030-06-01', '2040-01-01')),
    )
    .map(([field, value]) => setSelfExclusion(field, value)),
  fc.constant(send({ get_self_exclusion: 1 })),
  fc.constant(send({ get_limits: 1 })),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_ ]{2,32}$/), fc.subarray(['read', 'trade', 'payments', 'admin']))
    .map(([name, scopes]) => newApiToken(name, scopes)),
  fc.constantFrom(...TOKENS).map((token) => send({ api_token: 1, delete_token: token })),
  fc.constant(send({ oauth_apps: 1 })),
  fc.constantFrom(1, 1098, 7).map((id) => send({ revoke_oauth_app: id })),
  fc.integer({ min: 0, max: 50 }).map((limit) => send({ login_history: 1, limit })),
  fc
    .constantFrom('status', 'generate', 'enable', 'disable')
    .map((action) => send({ account_security: 1, totp_action: action, otp: '123456' })),
  fc.constant(send({ request_report: 1, report_type: 'statement', date_from: 1_767_225_600, date_to: 1_769_904_000 })),
  fileBytes.map(uploadDocument),
  fc.constant(send({ balance: 1 })),
  fc.constant(send({ account_statistics: 1 })),
);

/** The ledger's invariant: each balance is the sum of its account's transactions, never below zero. */
function expectLedgerHolds(world: World): void {
  const sums: Record<string, number> = {};
  for (const transaction of world.state.ledger.transactions) {
    sums[transaction.loginid] = (sums[transaction.loginid] ?? 0) + transaction.amount;
    expect(transaction.balance_after).toBe(sums[transaction.loginid]);
  }
  expect(world.state.ledger.balances).toEqual(sums);
  for (const balance of Object.values(sums)) expect(balance).toBeGreaterThanOrEqual(0);
}

describe('account calls in random order', () => {
  it('never fail inside, always answer within their schemas, keep the ledger whole and replay exactly', async () => {
    const seed = propertySeed();
    /** Calls that succeeded at least once, so the runs are known to reach past the refusals. */
    const succeeded = new Set<string>();
    const check = async (connection: TestDispatcher, run: Command, mustSucceed: boolean) => {
      const replies = await run(connection);
      expect(replies.length).toBeGreaterThan(0);
      for (const reply of replies) {
        expect(responseProblems(reply), JSON.stringify(reply)).toBeUndefined();
        const code = (reply.error as { code?: string } | undefined)?.code;
        expect(['OutputValidationFailed', 'InternalServerError'], JSON.stringify(reply)).not.toContain(code);
        if (mustSucceed) expect(code, JSON.stringify(reply)).toBeUndefined();
        if (!code) succeeded.add(String(reply.msg_type));
      }
    };
    await fc.assert(
      fc.asyncProperty(opening, fc.array(command, { maxLength: 30 }), async (first, rest) => {
        const recording = recordingWorld();
        const connection = testDispatcher(handlers, { world: recording.world });
        for (const run of first) await check(connection, run, true);
        for (const run of rest) await check(connection, run, false);
        expect(connection.logged).toEqual([]);
        expectLedgerHolds(connection.world);
        expect(recording.restarted().state).toEqual(connection.world.state);
      }),
      { numRuns: 50, seed },
    );
    expect([...succeeded], `seed ${seed}`).toEqual(expect.arrayContaining(['authorize', ...SUCCEEDING_CALLS]));
  }, 120_000);
});
