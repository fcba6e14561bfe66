import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';

const { simulator, open } = useSimulator();
const START = Date.UTC(2030, 0, 1) / 1000;

type Row = { action_type: string; amount: number; balance_after: number; transaction_time: number; longcode?: string };

async function setBalances(loginid: string, balances: string[], stepSeconds: number): Promise<void> {
  const { control } = simulator();
  for (const [index, balance] of balances.entries()) {
    await control.setClock('default', START + index * stepSeconds);
    await control.patchAccount('default', loginid, { balance });
  }
}

describe('statement', () => {
  it('lists the transactions newest first, paged, with running balances', async () => {
    await simulator().control.freezeClock('default');
    await setBalances('CR90000001', ['1000.10', '0.30', '12.05'], 60);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({ statement: 1, description: 1, limit: 2 });
    const { count, transactions } = reply.statement as { count: number; transactions: Row[] };
    expect(count).toBe(2);
    expect(transactions).toEqual([
      expect.objectContaining({
        action_type: 'adjustment',
        amount: 11.75,
        balance_after: 12.05,
        transaction_time: START + 120,
      }),
      expect.objectContaining({
        action_type: 'adjustment',
        amount: -999.8,
        balance_after: 0.3,
        transaction_time: START + 60,
      }),
    ]);
    expect(transactions[0]!.longcode).toBe('Balance set through the control API');

    const next = await socket.call({ statement: 1, offset: 2, limit: 10 });
    const rest = (next.statement as { transactions: Row[] }).transactions;
    expect(rest.map((row) => row.action_type)).toEqual(['adjustment', 'deposit']);
    expect(rest[1]).toMatchObject({ amount: 1523.47, balance_after: 1523.47 });
    expect(rest[0]).not.toHaveProperty('longcode');
  });

  it('filters by kind and by an inclusive date range', async () => {
    await simulator().control.freezeClock('default');
    await setBalances('CR90000001', ['1', '2', '3', '4'], 100);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const ranged = await socket.call({ statement: 1, date_from: START + 100, date_to: START + 200 });
    expect((ranged.statement as { transactions: Row[] }).transactions.map((row) => row.balance_after)).toEqual([3, 2]);
    const deposits = await socket.call({ statement: 1, action_type: 'deposit' });
    expect(deposits.statement).toMatchObject({ count: 1, transactions: [{ action_type: 'deposit' }] });
    const escrow = await socket.call({ statement: 1, action_type: 'escrow' });
    expect(escrow.statement).toEqual({ count: 0, transactions: [] });
  });

  it('keeps crypto amounts exact to eight decimals', async () => {
    await simulator().control.patchAccount('default', 'CR90000002', { balance: '0.12345678' });
    const socket = await authorized(open, tokenOf('CR90000002'));
    const reply = await socket.call({ statement: 1 });
    expect((reply.statement as { transactions: Row[] }).transactions[0]).toMatchObject({
      amount: 0.07345678,
      balance_after: 0.12345678,
    });
  });

  it('needs a log-in', async () => {
    const socket = await open();
    expect((await socket.call({ statement: 1 })).error).toMatchObject({ code: 'AuthorizationRequired' });
  });
});

describe('account_statistics', () => {
  it('sums deposits and withdrawals separately', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({ account_statistics: 1 });
    expect(reply.account_statistics).toEqual({ currency: 'USD', total_deposits: 1523.47, total_withdrawals: 0 });
  });
});

describe('topup_virtual', () => {
  it('credits 10,000 to a virtual account at 1,000 or less, and streams the new balance', async () => {
    await simulator().control.patchAccount('default', 'VRTC90000001', { balance: '1000' });
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const watcher = await authorized(open, tokenOf('VRTC90000001'));
    await watcher.call({ balance: 1, subscribe: 1 });
    await watcher.call({ transaction: 1, subscribe: 1 });
    const reply = await socket.call({ topup_virtual: 1 });
    expect(reply.topup_virtual).toEqual({ amount: 10000, currency: 'USD' });
    const pushed = [await watcher.next(), await watcher.next()];
    expect(pushed.find((message) => message.msg_type === 'balance')?.balance).toMatchObject({ balance: 11000 });
    expect(pushed.find((message) => message.msg_type === 'transaction')?.transaction).toMatchObject({
      action: 'virtual_credit',
      amount: 10000,
      balance: 11000,
      currency: 'USD',
    });
    const statement = await socket.call({ statement: 1, action_type: 'virtual_credit' });
    expect(statement.statement).toMatchObject({ count: 1 });
  });

  it('refuses above 1,000 and for real accounts, with the platform wording', async () => {
    await simulator().control.patchAccount('default', 'VRTC90000001', { balance: '1000.01' });
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect((await virtual.call({ topup_virtual: 1 })).error).toEqual({
      code: 'TopupDemoError',
      message: 'Your balance is higher than the permitted amount.',
    });
    const real = await authorized(open, tokenOf('CR90000001'));
    expect((await real.call({ topup_virtual: 1 })).error).toEqual({
      code: 'TopupDemoError',
      message: 'Sorry, this feature is available to virtual accounts only.',
    });
  });
});

describe('reality_check', () => {
  it('summarises the session since its log-in where the landing company has the reality check', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    const socket = await authorized(open, tokenOf('MX90000001'));
    await control.advanceClock('default', 60_000);
    const reply = await socket.call({ reality_check: 1 });
    expect(reply.reality_check).toEqual({
      buy_amount: 0,
      buy_count: 0,
      currency: 'GBP',
      loginid: 'MX90000001',
      open_contract_count: 0,
      potential_profit: 0,
      sell_amount: 0,
      sell_count: 0,
      start_time: START,
    });
  });

  it('answers an empty object for accounts whose landing company has none (svg, virtual)', async () => {
    for (const loginid of ['CR90000001', 'VRTC90000001']) {
      const socket = await authorized(open, tokenOf(loginid));
      const reply = await socket.call({ reality_check: 1 });
      expect(reply).toMatchObject({ msg_type: 'reality_check', reality_check: {} });
      expect(reply.error).toBeUndefined();
      expect(Object.keys(reply.reality_check as object)).toEqual([]);
    }
  });
});

describe('the transaction stream', () => {
  it('pushes every transaction to every connection of the account, and only of that account', async () => {
    const first = await authorized(open, tokenOf('CR90000001'));
    const second = await authorized(open, tokenOf('CR90000001'));
    const subscribed = await first.call({ transaction: 1, subscribe: 1 });
    expect(subscribed.transaction).toEqual({ id: (subscribed.subscription as { id: string }).id });
    await second.call({ transaction: 1, subscribe: 1 });
    expect((await first.call({ transaction: 1, subscribe: 1 })).error).toMatchObject({ code: 'AlreadySubscribed' });
    await simulator().control.patchAccount('default', 'CR90000002', { balance: '1' });
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '20.5' });
    for (const socket of [first, second])
      expect((await socket.next()).transaction).toMatchObject({
        action: 'adjustment',
        amount: -1502.97,
        balance: 20.5,
      });
  });
});
