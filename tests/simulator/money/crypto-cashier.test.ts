import { describe, expect, it } from 'vitest';
import { depositAddress } from '../../../simulator/handlers/support/crypto-cashier';
import { authorized, errorOf, expectLedgerConsistent, tokenOf, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();
const BTC = 'CR90000002';

describe('cashier type api (crypto)', () => {
  it('gives a crypto account its deposit address, always the same', async () => {
    const socket = await authorized(open, tokenOf(BTC));
    const reply = await socket.call({ cashier: 'deposit', provider: 'crypto', type: 'api' });
    expect(reply.cashier).toEqual({ action: 'deposit', deposit: { address: depositAddress(BTC) } });
    expect(depositAddress(BTC)).not.toBe(depositAddress('CR90000003'));
  });

  it('withdraws to an address after a dry run, with a verification code', async () => {
    const socket = await authorized(open, tokenOf(BTC));
    const withdraw = {
      cashier: 'withdraw',
      provider: 'crypto',
      type: 'api',
      address: 'sim1qdestination',
      amount: 0.01,
    };
    expect(errorOf(await socket.call(withdraw)).code).toBe('ASK_EMAIL_VERIFY');
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'payment_withdraw');
    const dry = await socket.call({ ...withdraw, verification_code: code, dry_run: 1 });
    expect(dry.cashier).toEqual({ action: 'withdraw', withdraw: { dry_run: 1 } });
    const done = await socket.call({ ...withdraw, verification_code: code });
    expect(done.cashier).toMatchObject({ action: 'withdraw', withdraw: { status_code: 'LOCKED' } });
    expect((await simulator().control.getAccount('default', BTC)).balance).toBe(0.04);
    expect(errorOf(await socket.call({ ...withdraw, verification_code: code })).code).toBe('InvalidToken');
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('counts a withdrawal in the 30-day window until it passes, and in the lifetime limit for good', async () => {
    const socket = await authorized(open, tokenOf(BTC));
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'payment_withdraw');
    const withdraw = { cashier: 'withdraw', type: 'api', address: 'sim1q', amount: 0.01, verification_code: code };
    expect((await socket.call(withdraw)).error).toBeUndefined();
    expect((await socket.call({ get_limits: 1 })).get_limits).toMatchObject({
      num_of_days: 30,
      withdrawal_for_x_days_monetary: 0.01,
      withdrawal_since_inception_monetary: 0.01,
      remainder: 0.10111111,
    });
    await simulator().control.advanceClock('default', 31 * 86_400_000);
    expect((await socket.call({ get_limits: 1 })).get_limits).toMatchObject({
      withdrawal_for_x_days_monetary: 0,
      withdrawal_since_inception_monetary: 0.01,
      remainder: 0.10111111,
    });
  });

  it('refuses below the 0.002 minimum, above the balance, and for a fiat account', async () => {
    const socket = await authorized(open, tokenOf(BTC));
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'payment_withdraw');
    const withdraw = { cashier: 'withdraw', type: 'api', address: 'sim1q', verification_code: code };
    expect(errorOf(await socket.call({ ...withdraw, amount: 0.0019 })).message).toBe(
      'The minimum withdrawal is 0.002 BTC.',
    );
    expect(errorOf(await socket.call({ ...withdraw, amount: 0.06 })).message).toBe(
      'Your account balance is insufficient for this transaction.',
    );
    const fiat = await authorized(open, tokenOf('CR90000001'));
    expect(errorOf(await fiat.call({ cashier: 'deposit', type: 'api' })).code).toBe('CashierForwardError');
  });
});
