// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passwordMatches } from '../../simulator/domain/accounts/password';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { TestSocket } from '../support/simulator';
import { TestTimers } from '../support/test-timers';
import { renderApp, storeLogin } from '../app/support/render-app';
import { useAccountsApp } from './support/accounts-app';

const { app, simulator } = useAccountsApp();

const RESTART = 'Please click the link below to restart the password recovery process.';

/** Types into the field whose label starts with `label` (the label also holds the field's error). */
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** Asks the platform for a password-reset e-mail as the app would, and reads its code from the outbox. */
async function resetCodeFor(email: string): Promise<string> {
  const socket = await TestSocket.open(simulator().socketUrl());
  await socket.call({ verify_email: email, type: 'reset_password' });
  socket.close();
  const code = (await simulator().control.outbox('default', email)).at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

function passwordOf(email: string, password: string): boolean {
  const user = Object.values(simulator().world.state.accounts.users).find((each) => each.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return passwordMatches(password, user.password_salt, user.password_hash);
}

/** The reset_password requests the app has sent, as the platform received them. */
async function resetRequests() {
  const traffic = await simulator().control.traffic('default');
  return traffic
    .filter((entry) => entry.direction === 'in' && 'reset_password' in (entry.message as object))
    .map((entry) => entry.message as Record<string, unknown>);
}

/** Opens the reset form with `code` and submits the new password `password` (and a date of birth). */
async function resetWith(code: string, password: string, dateOfBirth?: string, timers = new TestTimers()) {
  const view = renderApp(app.socketClient(), `/en/user/reset_passwordws.html#token=${code}`, timers);
  await screen.findByLabelText(/^New password/);
  if (dateOfBirth !== undefined) {
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have a real money account' }));
    type('Date of birth', dateOfBirth);
  }
  type('New password', password);
  type('Verify new password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  return view;
}

describe('the lost-password page', { timeout: 30_000 }, () => {
  it('checks the address, then asks the platform for a reset e-mail and says to check the inbox', async () => {
    renderApp(app.socketClient(), '/en/user/lost_passwordws.html');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    type('Email', 'real@');
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
    type('Email', ' real@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please check your email for the password reset link.')).toBeTruthy();
    const [sent] = await simulator().control.outbox('default', 'real@example.com');
    expect(sent).toMatchObject({ type: 'reset_password', subject: 'Reset your password' });
    expect(sent?.code).toHaveLength(8);
  });

  it("shows the platform's refusal", async () => {
    await simulator().control.queueFault('default', {
      msg_type: 'verify_email',
      error: { code: 'RateLimit', message: 'You have reached the rate limit for verify_email.' },
      times: 1,
    });
    renderApp(app.socketClient(), '/en/user/lost_passwordws.html');
    type('Email', 'real@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('You have reached the rate limit for verify_email.')).toBeTruthy();
  });

  it('is for visitors only', async () => {
    storeLogin('CR90000001');
    renderApp(app.socketClient(), '/en/user/lost_passwordws.html');
    expect((await screen.findByTestId('access-refusal')).textContent).toContain(
      'This page is only available to logged out clients.',
    );
  });
});

describe('the reset-password page', { timeout: 30_000 }, () => {
  it('resets the password with the code and the date of birth, then sends the client to log in after 5 s', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const timers = new TestTimers();
    const code = await resetCodeFor('real@example.com');
    await resetWith(code, 'Better123', '1990-04-12', timers);
    expect(
      await screen.findByText(
        'Your password has been successfully reset. Please log into your account using your new password.',
      ),
    ).toBeTruthy();
    // One request with the date of birth; the traffic log hides the code, which the new password proves.
    expect(await resetRequests()).toEqual([
      expect.objectContaining({ reset_password: 1, verification_code: '<not shown>', date_of_birth: '1990-04-12' }),
    ]);
    expect(passwordOf('real@example.com', 'Better123')).toBe(true);
    await timers.advance(4_999);
    expect(assign).not.toHaveBeenCalled();
    await timers.advance(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/oauth2\/authorize\?app_id=\d+&l=EN/);
    assign.mockRestore();
  });

  it('sends no date of birth for a client without a real-money account', async () => {
    const code = await resetCodeFor('virtual@example.com');
    await resetWith(code, 'Better123');
    await screen.findByTestId('password-reset');
    const [request] = await resetRequests();
    expect(request).not.toHaveProperty('date_of_birth');
    expect(passwordOf('virtual@example.com', 'Better123')).toBe(true);
  });

  it('shows field errors in the spec words and sends nothing while any stands', async () => {
    renderApp(app.socketClient(), '/en/user/reset_passwordws.html#token=Ab3dE6gH', new TestTimers());
    await screen.findByLabelText(/^New password/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have a real money account' }));
    type('New password', 'secret12');
    type('Verify new password', 'secret13');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password should have lower and uppercase letters with numbers.')).toBeTruthy();
    expect(screen.getByText('The two passwords that you entered do not match.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    type('New password', 'aB3x');
    expect(await screen.findByText('You should enter 6-25 characters.')).toBeTruthy();
    const picker = screen.getByLabelText(/^Date of birth/) as HTMLInputElement;
    expect([picker.min, picker.max]).toHaveLength(2);
    expect(Number(picker.max.slice(0, 4)) - Number(picker.min.slice(0, 4))).toBe(82);
    expect(await resetRequests()).toEqual([]);
  });

  it('shows a wrong date of birth as the platform words it, and asks to restart', async () => {
    const code = await resetCodeFor('real@example.com');
    await resetWith(code, 'Better123', '1990-04-13');
    const alert = await screen.findByText(/do not match/);
    const refusal = alert.closest('[role="alert"]') as HTMLElement;
    expect(refusal.textContent).toBe(
      `The email address and date of birth do not match.${RESTART}Restart password recovery`,
    );
    expect(within(refusal).getByRole('link', { name: 'Restart password recovery' }).getAttribute('href')).toBe(
      '/en/user/lost_passwordws.html',
    );
    expect(passwordOf('real@example.com', 'Demo1234')).toBe(true);
  });

  it('shows an unknown code as the platform words it, and the link restarts the recovery', async () => {
    await resetWith('Zz9Zz9Zz', 'Better123');
    const refusal = (await screen.findByText('Your token has expired or is invalid.')).closest('[role="alert"]');
    expect(refusal?.textContent).toContain(RESTART);
    fireEvent.click(within(refusal as HTMLElement).getByRole('link', { name: 'Restart password recovery' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('says an input held an invalid character when the platform finds the input invalid', async () => {
    await resetWith('Ab3-E6gH', 'Better123');
    const refusal = (await screen.findByText('There was some invalid character in an input field.')).closest(
      '[role="alert"]',
    );
    expect(refusal?.textContent).toContain(RESTART);
  });

  it('refuses a password of 6 or 7 characters that the form lets through: the API wants 8 to 25', async () => {
    const code = await resetCodeFor('virtual@example.com');
    await resetWith(code, 'Secre12');
    expect(await screen.findByText('There was some invalid character in an input field.')).toBeTruthy();
    expect(passwordOf('virtual@example.com', 'Secre12')).toBe(false);
  });

  it("shows only the platform's message for an account opened through a social network", async () => {
    await simulator().control.queueFault('default', {
      msg_type: 'reset_password',
      error: { code: 'SocialBased', message: 'Sorry, you cannot reset the password of a social sign-up account.' },
      times: 1,
    });
    await resetWith('Ab3dE6gH', 'Better123');
    const refusal = (
      await screen.findByText('Sorry, you cannot reset the password of a social sign-up account.')
    ).closest('[role="alert"]');
    expect(refusal?.textContent).toBe('Sorry, you cannot reset the password of a social sign-up account.');
  });

  it('without a code, asks to restart the recovery', async () => {
    renderApp(app.socketClient(), '/en/user/reset_passwordws.html');
    expect(await screen.findByText(RESTART)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Restart password recovery' }).getAttribute('href')).toBe(
      '/en/user/lost_passwordws.html',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('is reached from the e-mailed link through the redirect page', async () => {
    const { router } = renderApp(app.socketClient(), '/en/redirect.html?action=reset_password&code=Ab3dE6gH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/reset_passwordws.html'));
    expect(router.state.location.hash).toBe('#token=Ab3dE6gH');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
  });
});
