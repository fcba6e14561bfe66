import { describe, expect, it } from 'vitest';
import { authorized, errorOf, expectLedgerConsistent, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();
const USD = 'CR90000001';
const BTC = 'CR90000002';
const ETH = 'CR90000003';
const ERROR = 'TransferBetweenAccountsError';

function move(account_from: string, account_to: string, amount: number, currency?: string) {
  return { transfer_between_accounts: 1, account_from, account_to, amount, ...(currency ? { currency } : {}) };
}

describe('transfer_between_accounts listing', () => {
  it("lists the user's real accounts with balances as decimal strings", async () => {
    const socket = await authorized(open, tokenOf(USD));
    const reply = await socket.call({ transfer_between_accounts: 1 });
    expect(reply.accounts).toEqual([
      expect.objectContaining({ loginid: USD, balance: '1523.47', currency: 'USD', account_type: 'binary' }),
      expect.objectContaining({ loginid: BTC, balance: '0.05000000', currency: 'BTC' }),
      expect.objectContaining({ loginid: ETH, balance: '1.20000000', currency: 'ETH' }),
    ]);
  });

  it('with accounts all, adds the real MT5 accounts', async () => {
    const socket = await authorized(open, tokenOf(USD));
    const reply = await socket.call({ transfer_between_accounts: 1, accounts: 'all' });
    const mt5 = (reply.accounts as { loginid: string; account_type: string }[]).filter(
      (account) => account.account_type === 'mt5',
    );
    expect(mt5.map((account) => account.loginid)).toEqual(['MTR1002', 'MTR1003']);
  });
});

describe('transfer_between_accounts', () => {
  it('fiat to crypto at the exchange rate less the 1% fee, both balances in the reply', async () => {
    const socket = await authorized(open, tokenOf(USD));
    const reply = await socket.call(move(USD, BTC, 900, 'USD'));
    // 900 USD less 9 USD fee = 891 USD at 90000 USD per BTC = 0.0099 BTC.
    expect(reply).toMatchObject({ transfer_between_accounts: 1, client_to_loginid: BTC });
    expect(reply.accounts).toEqual([
      expect.objectContaining({ loginid: USD, balance: '623.47' }),
      expect.objectContaining({ loginid: BTC, balance: '0.05990000' }),
    ]);
    expect(reply.transaction_id).toBeTypeOf('number');
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('reaches balance subscribers once, with both legs applied', async () => {
    const socket = await authorized(open, tokenOf(USD));
    await socket.call({ balance: 1, account: 'all', subscribe: 1 });
    socket.send(JSON.stringify(move(USD, BTC, 100)));
    const messages = [await socket.next(), await socket.next()];
    expect(messages.map((message) => message.msg_type).sort()).toEqual(['balance', 'transfer_between_accounts']);
    const update = messages.find((message) => message.msg_type === 'balance')!;
    const accounts = (update.balance as { accounts: Record<string, { balance: number }> }).accounts;
    expect(accounts[USD]?.balance).toBe(1423.47);
    expect(accounts[BTC]?.balance).toBe(0.0511);
  });

  it('crypto to fiat uses the rate set in the world', async () => {
    await simulator().control.setExchangeRate('default', 'BTC', '100000');
    const socket = await authorized(open, tokenOf(USD));
    const reply = await socket.call(move(BTC, USD, 0.01));
    // 0.01 BTC less 0.0001 fee = 0.0099 BTC at 100000 = 990 USD.
    expect(reply.accounts).toEqual([
      expect.objectContaining({ loginid: BTC, balance: '0.04000000' }),
      expect.objectContaining({ loginid: USD, balance: '2513.47' }),
    ]);
  });

  it('rounds the fee up to a whole minor unit', async () => {
    const socket = await authorized(open, tokenOf(USD));
    const reply = await socket.call(move(USD, BTC, 1.01));
    expect((reply.accounts as { balance: string }[])[0]!.balance).toBe('1522.46');
    const fee = simulator().world.state.ledger.transactions.at(-2)!;
    expect(fee.description).toContain('fee 0.02 USD');
  });

  it('refuses two fiat or two crypto accounts of one company, and a virtual account', async () => {
    const socket = await authorized(open, tokenOf(USD));
    expect(errorOf(await socket.call(move(BTC, ETH, 0.01)))).toEqual({
      code: ERROR,
      message: 'Transfers between two cryptocurrency accounts are not available.',
    });
    expect(errorOf(await socket.call(move(USD, 'VRTC90000002', 10))).message).toBe(
      'Transfers are only available between real-money accounts.',
    );
    expect(errorOf(await socket.call(move(USD, USD, 10))).message).toBe(
      'Account transfer is not available within the same account.',
    );
    expect(errorOf(await socket.call(move(USD, 'CR90000010', 10))).message).toBe(
      'Transfers between these accounts are not available.',
    );
  });

  it('minimum and maximum of the currency, the balance, and the currency named', async () => {
    const socket = await authorized(open, tokenOf(USD));
    expect(errorOf(await socket.call(move(USD, BTC, 0.99))).message).toBe(
      'Provided amount is not within permissible limits. Minimum transfer amount for USD currency is 1.00. Maximum is 2500.00.',
    );
    await simulator().control.patchAccount('default', USD, { balance: '5000' });
    expect(errorOf(await socket.call(move(USD, BTC, 2500.01))).code).toBe(ERROR);
    await simulator().control.patchAccount('default', USD, { balance: '100' });
    expect(errorOf(await socket.call(move(USD, BTC, 100.01))).message).toBe(
      'Your account balance is insufficient for this transaction.',
    );
    expect(errorOf(await socket.call(move(USD, BTC, 10, 'EUR'))).message).toBe(
      'Currency provided is different from account currency.',
    );
  });

  it("starts at the currency's minimum withdrawal: 0.002 BTC, 1 of a fiat currency (accounts-and-money §9)", async () => {
    const socket = await authorized(open, tokenOf(USD));
    expect(errorOf(await socket.call(move(BTC, USD, 0.00199999))).message).toBe(
      'Provided amount is not within permissible limits. Minimum transfer amount for BTC currency is 0.00200000. Maximum is 0.02777777.',
    );
    expect((await socket.call(move(BTC, USD, 0.002))).error).toBeUndefined();
    const site = await socket.call({ website_status: 1 });
    const config = (site.website_status as { currencies_config: Record<string, { transfer_between_accounts: object }> })
      .currencies_config;
    expect(config.BTC?.transfer_between_accounts).toMatchObject({ limits: { min: 0.002 } });
    expect(config.UST?.transfer_between_accounts).toMatchObject({ limits: { min: 0.02 } });
    expect(config.EUR?.transfer_between_accounts).toMatchObject({ limits: { min: 1 } });
  });

  it('stops at the withdrawal limit remainder', async () => {
    await simulator().control.patchAccount('default', USD, { balance: '30000' });
    const socket = await authorized(open, tokenOf(USD));
    for (let i = 0; i < 4; i += 1) expect((await socket.call(move(USD, BTC, 2500))).error).toBeUndefined();
    expect((await socket.call(move(BTC, USD, 0.02))).error).toBeUndefined();
    // Transfers are not withdrawals: the remainder is still 10000 USD.
    expect((await socket.call(move(USD, BTC, 2500))).error).toBeUndefined();
  });

  it('the malta and maltainvest pair in the same currency only, without a fee', async () => {
    const socket = await authorized(open, tokenOf('MLT90000002'));
    const reply = await socket.call(move('MLT90000002', 'MF90000003', 100));
    expect(reply.accounts).toEqual([
      expect.objectContaining({ loginid: 'MLT90000002', balance: '200.00' }),
      expect.objectContaining({ loginid: 'MF90000003', balance: '200.00' }),
    ]);
    await simulator().control.patchAccount('default', 'MF90000003', { currency: 'GBP', balance: '10' });
    expect(errorOf(await socket.call(move('MLT90000002', 'MF90000003', 5))).message).toBe(
      'Transfers between these accounts are only available in the same currency.',
    );
  });

  it('is refused from a cashier-locked account and names both accounts', async () => {
    await simulator().control.patchAccount('default', USD, { status: { set: ['cashier_locked'] } });
    const socket = await authorized(open, tokenOf(USD));
    expect(errorOf(await socket.call(move(USD, BTC, 10))).message).toBe('Your cashier is locked.');
    expect(errorOf(await socket.call({ transfer_between_accounts: 1, account_from: USD })).code).toBe(ERROR);
  });
});
