import { describe, expect, it } from 'vitest';
import { errorCode, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();

const PASSWORD = 'Sunny2day';

describe('new_account_virtual', () => {
  it('opens a virtual account from the sign-up code, with 10000 USD of demo money', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'new.trader@example.com', 'account_opening');
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    const reply = await socket.call({
      new_account_virtual: 1,
      verification_code: code,
      residence: 'id',
      client_password: PASSWORD,
    });
    expect(reply.error).toBeUndefined();
    expect(reply.new_account_virtual).toEqual({
      balance: 10000,
      client_id: 'VRTC90000008',
      currency: 'USD',
      currency_type: 'fiat',
      email: 'new.trader@example.com',
      oauth_token: expect.stringMatching(/^a1-[A-Za-z0-9]{29}$/),
      type: 'trading',
    });
    const { oauth_token } = reply.new_account_virtual as { oauth_token: string };
    const login = await socket.call({ authorize: oauth_token });
    expect(login.authorize).toMatchObject({ loginid: 'VRTC90000008', balance: 10000, country: 'id', is_virtual: 1 });
    const balance = await socket.call({ balance: 1 });
    expect(balance.balance).toMatchObject({ balance: 10000, currency: 'USD' });
  });

  it('refuses a code used once already, a made-up code and a missing one', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'twice@example.com', 'account_opening');
    const request = { new_account_virtual: 1, verification_code: code, residence: 'id', client_password: PASSWORD };
    expect(errorCode(await socket.call(request))).toBeUndefined();
    expect(await socket.call(request)).toMatchObject({
      error: { code: 'InvalidToken', message: 'Your token has expired or is invalid.' },
    });
    expect(errorCode(await socket.call({ ...request, verification_code: 'ZZZZZZZZ' }))).toBe('InvalidToken');
    const { verification_code: _, ...withoutCode } = request;
    expect(await socket.call(withoutCode)).toMatchObject({
      error: { code: 'InputValidationFailed', details: { verification_code: 'This field is required.' } },
    });
  });

  it('refuses a code older than an hour', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'late@example.com', 'account_opening');
    await simulator().control.advanceClock('default', 3601 * 1000);
    const reply = await socket.call({
      new_account_virtual: 1,
      verification_code: code,
      residence: 'id',
      client_password: PASSWORD,
    });
    expect(errorCode(reply)).toBe('InvalidToken');
  });

  it('refuses a code of another kind', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'reset_password');
    const reply = await socket.call({
      new_account_virtual: 1,
      verification_code: code,
      residence: 'id',
      client_password: PASSWORD,
    });
    expect(errorCode(reply)).toBe('InvalidToken');
  });

  it('answers "duplicate email" when the address signed up in the meantime', async () => {
    const socket = await open();
    const first = await verificationCode(simulator(), socket, 'race@example.com', 'account_opening');
    const second = await verificationCode(simulator(), socket, 'race@example.com', 'account_opening');
    const request = { new_account_virtual: 1, residence: 'id', client_password: PASSWORD };
    expect(errorCode(await socket.call({ ...request, verification_code: first }))).toBeUndefined();
    expect(errorCode(await socket.call({ ...request, verification_code: second }))).toBe('duplicate email');
  });

  it('refuses a restricted or unknown residence', async () => {
    const socket = await open();
    for (const residence of ['us', 'zz']) {
      const code = await verificationCode(simulator(), socket, `from-${residence}@example.com`, 'account_opening');
      const reply = await socket.call({
        new_account_virtual: 1,
        verification_code: code,
        residence,
        client_password: PASSWORD,
      });
      expect(reply.error).toEqual({
        code: 'InvalidResidence',
        message: 'Sorry, our service is not available for your country of residence.',
      });
    }
  });

  it('applies the password rules: the pattern, then PasswordError for the e-mail or a common password', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'marcus@example.com', 'account_opening');
    const request = { new_account_virtual: 1, verification_code: code, residence: 'id' };
    expect(errorCode(await socket.call({ ...request, client_password: 'alllowercase1' }))).toBe(
      'InputValidationFailed',
    );
    expect(errorCode(await socket.call({ ...request, client_password: 'Sh0rt' }))).toBe('InputValidationFailed');
    expect(await socket.call({ ...request, client_password: 'Marcus1234' })).toMatchObject({
      error: { code: 'PasswordError', message: 'You cannot use your email address as your password.' },
    });
    expect(await socket.call({ ...request, client_password: 'Password1' })).toMatchObject({
      error: { code: 'PasswordError', message: 'Password is not strong enough.' },
    });
    expect(errorCode(await socket.call({ ...request, client_password: PASSWORD }))).toBeUndefined();
  });
});
