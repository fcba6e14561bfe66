import { describe, expect, it } from 'vitest';
import { patchAccount } from '../../../simulator/world/account-admin';
import { authorized, errorCode, logInPageAccepts, tokenOf, useSimulator, verificationCode } from './support';

const { simulator, open } = useSimulator();

function logsIn(email: string, password: string): Promise<boolean> {
  return logInPageAccepts(simulator(), { email, password });
}

describe('reset_password', () => {
  it('sets a new password with the e-mailed code and the date of birth; the code works once', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'reset_password');
    const request = {
      reset_password: 1,
      verification_code: code,
      new_password: 'Fresh2Start',
      date_of_birth: '1990-04-12',
    };
    expect(await socket.call(request)).toMatchObject({ reset_password: 1 });
    expect(await logsIn('real@example.com', 'Fresh2Start')).toBe(true);
    expect(await logsIn('real@example.com', 'Demo1234')).toBe(false);
    expect(await socket.call(request)).toMatchObject({
      error: { code: 'InvalidToken', message: 'Your token has expired or is invalid.' },
    });
  });

  it('refuses a wrong date of birth for a client who gave one', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'reset_password');
    const reply = await socket.call({
      reset_password: 1,
      verification_code: code,
      new_password: 'Fresh2Start',
      date_of_birth: '1990-04-13',
    });
    expect(reply.error).toEqual({
      code: 'DateOfBirthMismatch',
      message: 'The email address and date of birth do not match.',
    });
    const missing = await socket.call({ reset_password: 1, verification_code: code, new_password: 'Fresh2Start' });
    expect(errorCode(missing)).toBe('DateOfBirthMismatch');
  });

  it('needs no date of birth from a virtual-only client, and applies the password rules', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'virtual@example.com', 'reset_password');
    const request = { reset_password: 1, verification_code: code };
    expect(errorCode(await socket.call({ ...request, new_password: 'weak' }))).toBe('InputValidationFailed');
    expect(errorCode(await socket.call({ ...request, new_password: 'Virtual123' }))).toBe('PasswordError');
    expect(await socket.call({ ...request, new_password: 'Calm3River' })).toMatchObject({ reset_password: 1 });
    expect(await logsIn('virtual@example.com', 'Calm3River')).toBe(true);
  });

  it('refuses a code sent for something else', async () => {
    const socket = await open();
    const code = await verificationCode(simulator(), socket, 'real@example.com', 'payment_withdraw');
    const reply = await socket.call({
      reset_password: 1,
      verification_code: code,
      new_password: 'Fresh2Start',
      date_of_birth: '1990-04-12',
    });
    expect(errorCode(reply)).toBe('InvalidToken');
  });
});

describe('change_password', () => {
  it('changes the password when the current one is right', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(
      await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'Other4Pass' }),
    ).toMatchObject({
      change_password: 1,
    });
    expect(await logsIn('real@example.com', 'Other4Pass')).toBe(true);
  });

  it('refuses a wrong current password, the same password and a weak one', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(
      await socket.call({ change_password: 1, old_password: 'Wrong1234', new_password: 'Other4Pass' }),
    ).toMatchObject({
      error: { code: 'PasswordError', message: 'Provided password is incorrect.' },
    });
    expect(await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'Demo1234' })).toMatchObject(
      {
        error: { code: 'PasswordError', message: 'Current password and new password cannot be the same.' },
      },
    );
    expect(
      errorCode(await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'nodigits' })),
    ).toBe('InputValidationFailed');
  });

  it('refuses an account opened through a social network sign-in, which has no password (SocialBased)', async () => {
    patchAccount(simulator().world, 'CR90000001', { status: { set: ['social_signup'] } });
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ get_account_status: 1 })).toMatchObject({
      get_account_status: { status: expect.arrayContaining(['social_signup']) },
    });
    expect(
      await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'Other4Pass' }),
    ).toMatchObject({ error: { code: 'SocialBased' } });
  });

  it('needs the admin scope', async () => {
    const socket = await authorized(open, 'RTfAlom94PNjefR');
    expect(
      errorCode(await socket.call({ change_password: 1, old_password: 'Demo1234', new_password: 'Other4Pass' })),
    ).toBe('PermissionDenied');
  });
});

describe('verify_email', () => {
  it.each(['account_opening', 'reset_password', 'payment_withdraw', 'paymentagent_withdraw', 'mt5_password_reset'])(
    'sends an 8-character %s code to the outbox',
    async (type) => {
      const socket = await open();
      const email = type === 'account_opening' ? 'someone.new@example.com' : 'real@example.com';
      expect(await verificationCode(simulator(), socket, email, type)).toMatch(/^[A-Za-z0-9]{8}$/);
    },
  );
});
