import { describe, expect, it } from 'vitest';
import { authorized, errorOf, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

async function listedIn(country: string): Promise<string[]> {
  const socket = await open();
  const reply = await socket.call({ paymentagent_list: country });
  return (reply.paymentagent_list as { list: { paymentagent_loginid: string }[] }).list.map(
    (agent) => agent.paymentagent_loginid,
  );
}

describe('money routes of the control API', () => {
  it("reads an account's ledger balance beside the sum of its statement's transactions", async () => {
    const control = simulator().control;
    const before = await control.getLedger('default', 'CR90000001');
    expect(before).toMatchObject({
      loginid: 'CR90000001',
      currency: 'USD',
      balance: 1523.47,
      statement_total: 1523.47,
    });
    await control.postTransactions('default', 'CR90000001', { count: 3, amount: '2.5' });
    expect(await control.getLedger('default', 'CR90000001')).toEqual({
      ...before,
      balance: 1525.97,
      statement_total: 1525.97,
      transactions: before.transactions + 3,
    });
    expect(await control.getLedger('default', 'MTR1002')).toMatchObject({ loginid: 'MTR1002' });
    await expect(control.getLedger('default', 'CR00000000')).rejects.toMatchObject({ status: 404 });
  });

  it('forces and clears cashier asks, refusing unknown asks and accounts', async () => {
    const control = simulator().control;
    expect(await control.forceCashierAsks('default', 'CR90000001', { asks: ['ASK_TNC_APPROVAL'] })).toEqual({
      asks: ['ASK_TNC_APPROVAL'],
      missing_details: [],
    });
    expect(simulator().world.state.cashier.forced['CR90000001']?.asks).toEqual(['ASK_TNC_APPROVAL']);
    await expect(control.forceCashierAsks('default', 'CR90000001', { asks: ['ASK_NOTHING'] })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidAsk',
    });
    await expect(control.forceCashierAsks('default', 'CR00000000', { asks: [] })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      control.call('PUT', '/worlds/default/accounts/CR90000001/cashier-asks', { asks: 'ASK_TNC_APPROVAL' }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidBody' });
  });

  it('makes an account a payment agent, changes its details, and takes the role away', async () => {
    const control = simulator().control;
    const details = await control.setPaymentAgent('default', 'CR90000001', {
      min_withdrawal: '15',
      max_withdrawal: '500',
    });
    expect(details).toMatchObject({ email: 'real@example.com', currencies: 'USD', is_authenticated: true });
    expect(await listedIn('id')).toContain('CR90000001');
    const agent = await authorized(open, tokenOf('CR90000001'));
    const transfer = { paymentagent_transfer: 1, transfer_to: 'CR90000010', currency: 'USD', dry_run: 1 };
    expect(errorOf(await agent.call({ ...transfer, amount: 501 })).message).toBe(
      'Invalid amount. Minimum is 15.00, maximum is 500.00.',
    );
    await control.setPaymentAgent('default', 'CR90000001', { is_authenticated: false });
    expect(await listedIn('id')).not.toContain('CR90000001');
    await control.removePaymentAgent('default', 'CR90000001');
    expect(simulator().world.state.accounts.accounts['CR90000001']?.payment_agent).toBeUndefined();
    expect(errorOf(await agent.call({ ...transfer, amount: 20 })).code).toBe('PaymentAgentTransferError');
    await expect(control.setPaymentAgent('default', 'CR90000001', { name: 7 } as never)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('posts a long run of deposits and withdrawals that statement pages through, newest first', async () => {
    const control = simulator().control;
    const posted = await control.postTransactions('default', 'CR90000001', { count: 1001, amount: '2.50' });
    expect(posted).toMatchObject({ count: 1001, balance: 1525.97 });
    expect(posted.last_transaction_id - posted.first_transaction_id).toBe(1000);
    const client = await authorized(open, tokenOf('CR90000001'));
    const reply = await client.call({ statement: 1, offset: 200, limit: 200 });
    const rows = (reply.statement as { transactions: { transaction_id: number; action_type: string }[] }).transactions;
    expect(rows).toHaveLength(200);
    expect(rows[0]).toMatchObject({ transaction_id: posted.last_transaction_id - 200, action_type: 'deposit' });
    await expect(control.postTransactions('default', 'CR90000001', { count: 0 })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidBody',
    });
    await expect(control.postTransactions('default', 'CR90000001', { count: 2, amount: '-1' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(control.postTransactions('default', 'CR90000004', { count: 2 })).rejects.toMatchObject({
      status: 409,
      code: 'NoCurrency',
    });
    await expect(control.postTransactions('default', 'CR00000000', { count: 2 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reads an MT5 account, 404 for an unknown login', async () => {
    const control = simulator().control;
    expect(await control.getMt5Account('default', 'MTR1003')).toEqual({
      login: 'MTR1003',
      user_id: expect.any(Number),
      group: 'real\\mamm\\svg_standard',
      currency: 'USD',
      leverage: 1000,
      balance: 1200,
      manager_id: 'MTR9001',
      name: 'Mr Budi Santoso',
    });
    await expect(control.getMt5Account('default', 'MTR0')).rejects.toMatchObject({ status: 404 });
  });

  it("sets an MT5 account's balance through an adjustment, refusing bad amounts and unknown logins", async () => {
    const control = simulator().control;
    expect((await control.setMt5Balance('default', 'MTD1004', '1000.00')).balance).toBe(1000);
    expect((await control.getMt5Account('default', 'MTD1004')).balance).toBe(1000);
    const posted = simulator()
      .world.state.ledger.transactions.filter((each) => each.loginid === 'MTD1004')
      .at(-1);
    expect(posted).toMatchObject({ action: 'adjustment', amount: 20_000 });
    for (const balance of ['-1', '1.001', 'lots'])
      await expect(control.setMt5Balance('default', 'MTD1004', balance)).rejects.toMatchObject({
        status: 400,
        code: 'InvalidBalance',
      });
    await expect(control.setMt5Balance('default', 'MTD0', 5)).rejects.toMatchObject({ status: 404 });
    await control.resetWorld('default');
  });
});
