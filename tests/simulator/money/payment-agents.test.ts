import { describe, expect, it } from 'vitest';
import { authorized, errorOf, expectLedgerConsistent, tokenOf, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();
const CLIENT = 'CR90000001';
const AGENT = 'CR90000010';

describe('paymentagent_list', () => {
  it('lists the authenticated agents of a country with every field, and the countries that have agents', async () => {
    const socket = await open();
    const reply = await socket.call({ paymentagent_list: 'id' });
    const list = (reply.paymentagent_list as { list: Record<string, unknown>[] }).list;
    expect(list.map((agent) => agent.paymentagent_loginid)).toEqual(['CR90000011', AGENT]);
    expect(list[1]).toEqual({
      currencies: 'USD',
      deposit_commission: '1.5',
      email: 'payment-agent@example.com',
      further_information: 'Open Monday to Saturday, 09:00-18:00 WIB.',
      max_withdrawal: '2000',
      min_withdrawal: '10',
      name: 'Joko Exchange',
      paymentagent_loginid: AGENT,
      phone_numbers: [{ phone_number: '+6281234500001' }],
      summary: 'Fast local bank deposits and withdrawals in Jakarta.',
      supported_payment_methods: [{ payment_method: 'bca' }, { payment_method: 'mandiri' }, { payment_method: 'bni' }],
      urls: [{ url: 'https://joko-exchange.example.com' }],
      withdrawal_commission: '2',
    });
    expect((reply.paymentagent_list as { available_countries: unknown }).available_countries).toEqual([
      ['id', 'Indonesia'],
      ['ng', 'Nigeria'],
    ]);
  });

  it('filters by currency, and lists nothing for a country without agents', async () => {
    const socket = await open();
    const btc = await socket.call({ paymentagent_list: 'id', currency: 'BTC' });
    expect((btc.paymentagent_list as { list: { name: string }[] }).list.map((agent) => agent.name)).toEqual([
      'Bali Crypto Desk',
    ]);
    const none = await socket.call({ paymentagent_list: 'de' });
    expect((none.paymentagent_list as { list: unknown[] }).list).toEqual([]);
    const ng = await socket.call({ paymentagent_list: 'ng' });
    const [lagos] = (ng.paymentagent_list as { list: Record<string, unknown>[] }).list;
    expect(lagos?.phone_numbers).toEqual([{ phone_number: '+2348012345678' }, { phone_number: '+2348098765432' }]);
    expect(lagos?.urls).toHaveLength(2);
  });
});

describe('paymentagent_withdraw', () => {
  async function withdraw(fields: Record<string, unknown>, code?: string) {
    const socket = await authorized(open, tokenOf(CLIENT));
    const verification_code =
      code ?? (await verificationCode(simulator(), socket, 'real@example.com', 'paymentagent_withdraw'));
    const base = {
      paymentagent_withdraw: 1,
      paymentagent_loginid: AGENT,
      currency: 'USD',
      amount: 100,
      verification_code,
    };
    return { socket, base: { ...base, ...fields }, code: verification_code };
  }

  it('dry run answers 2, then the withdrawal answers 1 and moves the money to the agent', async () => {
    const { socket, base } = await withdraw({});
    const dry = await socket.call({ ...base, dry_run: 1 });
    expect(dry).toMatchObject({ paymentagent_withdraw: 2, paymentagent_name: 'Joko Exchange' });
    expect((await simulator().control.getAccount('default', CLIENT)).balance).toBe(1523.47);
    const done = await socket.call({ ...base, description: 'Cash out' });
    expect(done).toMatchObject({ paymentagent_withdraw: 1, paymentagent_name: 'Joko Exchange' });
    expect(done.transaction_id).toBeTypeOf('number');
    expect((await simulator().control.getAccount('default', CLIENT)).balance).toBe(1423.47);
    expect((await simulator().control.getAccount('default', AGENT)).balance).toBe(5100);
    expect(errorOf(await socket.call(base)).code).toBe('InvalidToken');
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('InvalidToken without a live code', async () => {
    const { socket, base } = await withdraw({}, 'NotACode1');
    expect(errorOf(await socket.call(base))).toEqual({
      code: 'InvalidToken',
      message: 'Your token has expired or is invalid.',
    });
  });

  it("keeps within the agent's minimum and maximum", async () => {
    const { socket, base } = await withdraw({});
    expect(errorOf(await socket.call({ ...base, amount: 9.99 }))).toEqual({
      code: 'PaymentAgentWithdrawError',
      message: 'Invalid amount. Minimum is 10.00, maximum is 2000.00.',
    });
    expect(errorOf(await socket.call({ ...base, amount: 2000.01 })).code).toBe('PaymentAgentWithdrawError');
    expect(errorOf(await socket.call({ ...base, amount: 10.001 })).code).toBe('PaymentAgentWithdrawError');
  });

  it('insufficient balance', async () => {
    await simulator().control.patchAccount('default', CLIENT, { balance: '50' });
    const { socket, base } = await withdraw({});
    expect(errorOf(await socket.call({ ...base, amount: 60 })).message).toBe('Insufficient balance.');
  });

  it('not a payment agent, and an agent of another currency', async () => {
    const { socket, base } = await withdraw({});
    expect(errorOf(await socket.call({ ...base, paymentagent_loginid: 'CR90000002' })).message).toBe(
      'The payment agent account does not exist.',
    );
    expect(errorOf(await socket.call({ ...base, paymentagent_loginid: 'CR90000013' })).message).toBe(
      'The payment agent account does not exist.',
    );
    expect(errorOf(await socket.call({ ...base, paymentagent_loginid: 'CR90000011' })).message).toBe(
      'Payment Agent services are not available in your country or in your preferred currency.',
    );
    expect(errorOf(await socket.call({ ...base, paymentagent_loginid: 'CR90000012' })).message).toBe(
      'Payment Agent services are not available in your country or in your preferred currency.',
    );
  });

  it('is refused on a cashier-locked or withdrawal-locked account', async () => {
    await simulator().control.patchAccount('default', CLIENT, { status: { set: ['withdrawal_locked'] } });
    const { socket, base } = await withdraw({});
    expect(errorOf(await socket.call(base)).message).toMatch(/^Withdrawals have been disabled/);
    await simulator().control.patchAccount('default', CLIENT, { status: { set: ['cashier_locked'] } });
    expect(errorOf(await socket.call(base)).message).toBe('Your cashier is locked.');
  });
});

describe('paymentagent_transfer', () => {
  const transfer = { paymentagent_transfer: 1, transfer_to: CLIENT, currency: 'USD', amount: 250 };

  it('dry run answers 2 with the client, then the transfer answers 1 and moves the money', async () => {
    const socket = await authorized(open, tokenOf(AGENT));
    const dry = await socket.call({ ...transfer, dry_run: 1 });
    expect(dry).toMatchObject({
      paymentagent_transfer: 2,
      client_to_full_name: expect.stringContaining(' '),
      client_to_loginid: CLIENT,
    });
    const done = await socket.call({ ...transfer, description: 'Deposit for client' });
    expect(done).toMatchObject({ paymentagent_transfer: 1, client_to_loginid: CLIENT });
    expect((await simulator().control.getAccount('default', CLIENT)).balance).toBe(1773.47);
    expect((await simulator().control.getAccount('default', AGENT)).balance).toBe(4750);
    expectLedgerConsistent(simulator().world.state.ledger);
  });

  it('only an authenticated payment agent may transfer', async () => {
    const client = await authorized(open, tokenOf(CLIENT));
    expect(errorOf(await client.call({ ...transfer, transfer_to: AGENT }))).toEqual({
      code: 'PaymentAgentTransferError',
      message: 'You are not authorized for transfers via payment agents.',
    });
    const pending = await authorized(open, tokenOf('CR90000013'));
    expect(errorOf(await pending.call(transfer)).code).toBe('PaymentAgentTransferError');
  });

  it('limits, balance, currency and unknown clients', async () => {
    const socket = await authorized(open, tokenOf('CR90000012'));
    const ng = { ...transfer, transfer_to: AGENT };
    expect(errorOf(await socket.call({ ...ng, amount: 19 })).message).toBe(
      'Invalid amount. Minimum is 20.00, maximum is 1500.00.',
    );
    expect(errorOf(await socket.call({ ...ng, amount: 1501 })).code).toBe('PaymentAgentTransferError');
    expect(errorOf(await socket.call({ ...ng, transfer_to: 'CR99999999' })).message).toBe(
      'Login ID (CR99999999) does not exist.',
    );
    expect(errorOf(await socket.call({ ...ng, transfer_to: 'CR90000002' })).message).toMatch(/is not the currency/);
    await simulator().control.patchAccount('default', 'CR90000012', { balance: '30' });
    expect(errorOf(await socket.call({ ...ng, amount: 31 })).message).toBe('Insufficient balance.');
  });

  it('uses the default 0.002 to 5 range of its currency group when an agent sets none', async () => {
    const socket = await authorized(open, tokenOf('CR90000011'));
    const btc = { ...transfer, transfer_to: 'CR90000002', currency: 'BTC' };
    expect(errorOf(await socket.call({ ...btc, amount: 0.001 })).message).toBe(
      'Invalid amount. Minimum is 0.00200000, maximum is 5.00000000.',
    );
    expect((await socket.call({ ...btc, amount: 0.5 })).paymentagent_transfer).toBe(1);
    expect((await simulator().control.getAccount('default', 'CR90000002')).balance).toBe(0.55);
  });
});
