import { describe, expect, it } from 'vitest';
import { authorized, errorOf, expectLedgerConsistent, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();
const REAL = 'CR90000001';

async function mt5Balance(login: string): Promise<number> {
  return (await simulator().control.getMt5Account('default', login)).balance;
}

describe('mt5_deposit', () => {
  it('moves money from the trading account to a real MT5 account', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const reply = await socket.call({ mt5_deposit: 1, from_binary: REAL, to_mt5: 'MTR1002', amount: 100.5 });
    expect(reply.mt5_deposit).toBe(1);
    expect(reply.binary_transaction_id).toBeTypeOf('number');
    expect(await mt5Balance('MTR1002')).toBe(350.5);
    expect((await simulator().control.getAccount('default', REAL)).balance).toBe(1422.97);
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('converts from another currency at the exchange rate', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    await socket.call({ mt5_deposit: 1, from_binary: 'CR90000002', to_mt5: 'MTR1002', amount: 0.01 });
    expect(await mt5Balance('MTR1002')).toBe(1150);
    await simulator().control.setExchangeRate('default', 'BTC', '80000');
    await socket.call({ mt5_deposit: 1, from_binary: 'CR90000002', to_mt5: 'MTR1002', amount: 0.01 });
    expect(await mt5Balance('MTR1002')).toBe(1950);
  });

  it('at most 20000 USD, converted for other currencies, and not above the balance', async () => {
    await simulator().control.patchAccount('default', REAL, { balance: '30000' });
    const socket = await authorized(open, tokenOf(REAL));
    const deposit = { mt5_deposit: 1, from_binary: REAL, to_mt5: 'MTR1002' };
    expect(errorOf(await socket.call({ ...deposit, amount: 20000.01 }))).toEqual({
      code: 'MT5DepositError',
      message: 'Amount must be between 1.00 and 20000.00 USD.',
    });
    expect((await socket.call({ ...deposit, amount: 20000 })).mt5_deposit).toBe(1);
    expect(errorOf(await socket.call({ ...deposit, amount: 10001 }))).toEqual({
      code: 'MT5DepositError',
      message: 'You have insufficient funds in your Binary account, please add funds.',
    });
    const btc = await socket.call({ ...deposit, from_binary: 'CR90000002', amount: 0.3 });
    expect(errorOf(btc).message).toBe('Amount must be between 0.00001111 and 0.22222222 BTC.');
  });

  it('is refused to a demo account, from a cashier-locked account, and for another user', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    expect(errorOf(await socket.call({ mt5_deposit: 1, from_binary: REAL, to_mt5: 'MTD1001', amount: 10 })).code).toBe(
      'MT5DepositError',
    );
    expect(errorOf(await socket.call({ mt5_deposit: 1, from_binary: REAL, to_mt5: 'MTR1005', amount: 10 })).code).toBe(
      'PermissionDenied',
    );
    await simulator().control.patchAccount('default', REAL, { status: { set: ['cashier_locked'] } });
    expect(
      errorOf(await socket.call({ mt5_deposit: 1, from_binary: REAL, to_mt5: 'MTR1002', amount: 10 })).message,
    ).toBe('Your cashier is locked.');
  });
});

describe('demo top-up', () => {
  it('adds 10000 to a demo account at 1000 or less, and refuses above that', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    expect((await socket.call({ mt5_deposit: 1, to_mt5: 'MTD1004' })).mt5_deposit).toBe(1);
    expect(await mt5Balance('MTD1004')).toBe(10800);
    expect(errorOf(await socket.call({ mt5_deposit: 1, to_mt5: 'MTD1004' }))).toEqual({
      code: 'MT5DepositError',
      message: 'You can top up your demo account only when its balance is 1000.00 USD or less.',
    });
    const real = await authorized(open, tokenOf(REAL));
    expect(errorOf(await real.call({ mt5_deposit: 1, to_mt5: 'MTR1002' })).message).toBe(
      'Only demo MT5 accounts can be topped up.',
    );
  });
});

describe('mt5_withdrawal', () => {
  it('moves money back to the trading account, converted to its currency', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const reply = await socket.call({ mt5_withdrawal: 1, from_mt5: 'MTR1003', to_binary: 'CR90000003', amount: 300 });
    expect(reply.mt5_withdrawal).toBe(1);
    expect(await mt5Balance('MTR1003')).toBe(900);
    expect((await simulator().control.getAccount('default', 'CR90000003')).balance).toBe(1.3);
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('two decimals, the MT5 balance, and the MT5 withdrawal lock', async () => {
    const socket = await authorized(open, tokenOf(REAL));
    const withdrawal = { mt5_withdrawal: 1, from_mt5: 'MTR1002', to_binary: REAL };
    expect(errorOf(await socket.call({ ...withdrawal, amount: 1.001 })).code).toBe('MT5WithdrawalError');
    expect(errorOf(await socket.call({ ...withdrawal, amount: 250.01 })).message).toBe(
      'Your MT5 account balance is insufficient for this withdrawal.',
    );
    await simulator().control.patchAccount('default', REAL, { status: { set: ['mt5_withdrawal_locked'] } });
    expect(errorOf(await socket.call({ ...withdrawal, amount: 10 })).message).toBe(
      'MT5 withdrawals have been disabled on your account. Please check your email for more details.',
    );
  });
});
