import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, TestSocket, type TestSimulator } from '../../support/simulator';
import { tokenOf } from '../accounts/support';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterAll(async () => {
  await simulator.close();
});

type Reply = Record<string, Record<string, unknown> | undefined>;

describe('the traffic log', () => {
  it('keeps no secret of a request or a reply: tokens, passwords, codes, a 2FA secret, a cashier link', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'secrets' });
    const world = simulator.registry.get('secrets');
    const socket = await TestSocket.open(simulator.socketUrl('1', 'secrets'));
    const secrets: string[] = [tokenOf('CR90000001'), 'Demo1234', 'Fresh2Start9', 'Wrong-Old-Secret7'];

    await socket.call({ authorize: tokenOf('CR90000001') });
    socket.send(`{"authorize":"${tokenOf('CR90000001')}"`);
    await socket.next();
    const created = (await socket.call({ api_token: 1, new_token: 'LogReader', new_token_scopes: ['read'] })) as Reply;
    const tokens = (created.api_token!.tokens as { token: string }[]).map(({ token }) => token);
    secrets.push(...tokens);
    await socket.call({ api_token: 1, delete_token: tokens[0]! });
    const generated = (await socket.call({ account_security: 1, totp_action: 'generate' })) as Reply;
    secrets.push((generated.account_security!.totp as { secret_key: string }).secret_key);
    await socket.call({ change_password: 1, old_password: 'Wrong-Old-Secret7', new_password: 'x' });
    await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'Fresh2Start9' });
    await socket.call({ verify_email: 'real@example.com', type: 'payment_withdraw' });
    const withdrawalCode = world.state.accounts.outbox.at(-1)!.code!;
    const cashier = (await socket.call({ cashier: 'withdraw', verification_code: withdrawalCode })) as Reply;
    secrets.push(withdrawalCode, String(cashier.cashier));

    const visitor = await TestSocket.open(simulator.socketUrl('1', 'secrets'));
    await visitor.call({ verify_email: 'log.reader@example.com', type: 'account_opening' });
    const signUpCode = world.state.accounts.outbox.at(-1)!.code!;
    const opened = (await visitor.call({
      new_account_virtual: 1,
      verification_code: signUpCode,
      client_password: 'Sign2Up-Secret',
      residence: 'id',
    })) as Reply;
    secrets.push(signUpCode, 'Sign2Up-Secret', String(opened.new_account_virtual!.oauth_token));
    socket.close();
    visitor.close();

    const text = JSON.stringify(await control.traffic('secrets'));
    expect(text).toContain('LogReader');
    expect(text).toContain('log.reader@example.com');
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });
});
