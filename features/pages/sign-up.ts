import type { Page } from 'playwright-core';
import { accountCard } from './account-card';

/** The sign-up e-mail page, /en/new_account/virtualws.html. */
export const SIGN_UP_PATH = '/en/new_account/virtualws.html';
/** The lost-password page, /en/user/lost_passwordws.html. */
export const LOST_PASSWORD_PATH = '/en/user/lost_passwordws.html';

/** The sign-up pages: the e-mail form, the account form its link opens, and the welcome page. */
export function signUpPage(page: Page) {
  const { field } = accountCard(page);
  return {
    email: field('Email'),
    createAccount: page.getByRole('button', { name: 'Create free account' }),
    verificationCode: field('Verification code'),
    password: field('Password'),
    verifyPassword: field('Verify password'),
    residence: field('Country of residence'),
    openAccount: page.getByRole('button', { name: 'Open account' }),
    welcome: page.getByRole('heading', { name: 'Welcome!' }),
  };
}

/** The lost-password page and the password-reset page its e-mail links to. */
export function passwordRecoveryPage(page: Page) {
  const { field } = accountCard(page);
  return {
    email: field('Email'),
    sendResetLink: page.getByRole('button', { name: 'Send reset link' }),
    resetHeading: page.getByRole('heading', { name: 'Password reset' }),
    newPassword: field('New password'),
    verifyNewPassword: field('Verify new password'),
    resetPassword: page.getByRole('button', { name: 'Reset password' }),
  };
}
