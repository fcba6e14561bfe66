import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountsOfUser, userByEmail, type Account, type User } from '../../domain/accounts/model';
import { passwordMatches } from '../../domain/accounts/password';
import { totpMatches } from '../../domain/security/totp';
import { TOKEN_SCOPES } from '../../domain/accounts/tokens';
import type { World } from '../../world/world';
import { isAppIdKnown, isWellFormedAppId, registeredRedirectUri } from '../app-id';
import { callbackBase, callbackUrl } from './callback-url';
import { errorPage, loginPage, type LoginPageModel } from './login-page';
import { loginThrottleOf } from './login-throttle';

/** The log-in page's path; GET shows the form, POST logs in. */
export const OAUTH_PATH = '/oauth2/authorize';

const MAX_FORM_BYTES = 16 * 1024;
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Every page here is HTML that no other site may frame (a framed log-in form invites clickjacking). */
function sendHtml(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...headers,
  });
  response.end(html);
}

export class FormTooLarge extends Error {}

export function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) reject(new FormTooLarge());
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function demoUsers(world: World): LoginPageModel['demoUsers'] {
  return (world.fixture.users ?? []).map((user) => ({
    email: user.email,
    password: user.password,
    description: user.description,
    loginids: user.accounts.map((account) => account.loginid),
  }));
}

/** The account's OAuth token, issued (and kept in the world) the first time the account logs in without one. */
function loginToken(world: World, account: Account): string {
  const tokens = Object.values(world.state.accounts.tokens);
  const existing = tokens.find((token) => token.loginid === account.loginid && token.kind === 'oauth');
  if (existing) return existing.token;
  const token = `a1-${Array.from({ length: 29 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('')}`;
  world.commit({
    type: 'token_issued',
    token: { token, loginid: account.loginid, kind: 'oauth', scopes: [...TOKEN_SCOPES], display_name: 'Log-in' },
  });
  return token;
}

function authenticate(world: World, email: string, password: string): User | undefined {
  const user = userByEmail(world.state.accounts, email);
  return user && passwordMatches(password, user.password_salt, user.password_hash) ? user : undefined;
}

function logIn(world: World, user: User, callback: string, state: string | null, response: ServerResponse): void {
  const accounts = accountsOfUser(world.state.accounts, user.user_id).map((account) => ({
    loginid: account.loginid,
    token: loginToken(world, account),
    currency: account.currency ?? '',
  }));
  response.writeHead(302, { location: callbackUrl(callback, accounts, state), 'cache-control': 'no-store' });
  response.end();
}

function tooManyAttempts(response: ServerResponse, page: LoginPageModel, email: string, waitMs: number): void {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const error = `Too many failed log-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  sendHtml(response, 429, loginPage({ ...page, email, error }), { 'retry-after': String(Math.ceil(waitMs / 1000)) });
}

async function serve(request: IncomingMessage, response: ServerResponse, world: World): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator');
  if (request.method !== 'GET' && request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' });
    response.end();
    return;
  }
  const appId = url.searchParams.get('app_id');
  if (!appId) return sendHtml(response, 400, errorPage('Cannot log in', 'This log-in link has no app_id.'));
  if (!isWellFormedAppId(appId) || !isAppIdKnown(world.state.site, appId))
    return sendHtml(response, 400, errorPage('Unknown app', `The app id "${appId}" is not registered here.`));

  const registered = registeredRedirectUri(world.state.site, appId);
  if (!registered)
    return sendHtml(
      response,
      400,
      errorPage('Cannot log in', `The app "${appId}" has no registered redirect URL to send you back to.`),
    );
  const callback = callbackBase(registered, url.searchParams.get('l'));
  const requested = url.searchParams.get('redirect_uri');
  if (requested !== null && requested !== callback && requested !== registered)
    return sendHtml(
      response,
      400,
      errorPage('Cannot log in', 'The redirect_uri of this log-in link is not the one registered for the app.'),
    );
  const page: LoginPageModel = { appId, demoUsers: demoUsers(world) };
  if (request.method === 'GET') return sendHtml(response, 200, loginPage(page));

  const form = await readForm(request);
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  if (!email || !password)
    return sendHtml(response, 400, loginPage({ ...page, email, error: 'Please enter your e-mail and password.' }));
  const throttle = loginThrottleOf(world);
  const address = request.socket.remoteAddress ?? '';
  const now = world.clock.nowMs();
  const blockedUntil = throttle.blockedUntil(email, address, now);
  if (blockedUntil !== undefined) return tooManyAttempts(response, page, email, blockedUntil - now);
  const user = authenticate(world, email, password);
  const twoFactor = user && world.state.security.totp[user.user_id];
  const otpWrong =
    twoFactor?.enabled && !totpMatches(twoFactor.secret, (form.get('otp') ?? '').trim(), world.clock.epoch());
  if (!user || otpWrong) {
    throttle.failed(email, address, now);
    const error = user ? 'Invalid two-factor authentication code.' : 'Incorrect email or password.';
    return sendHtml(response, 401, loginPage({ ...page, email, error }));
  }
  throttle.succeeded(email);
  logIn(world, user, callback, url.searchParams.get('state'), response);
}

/**
 * Serves GET and POST /oauth2/authorize?app_id=&l=[&state=][&redirect_uri=] for one world: the log-in
 * form with a one-click list of the world's demo users; a good e-mail and password redirect (302) to
 * the app's registered redirect URL, and nowhere else, with acct1/token1/cur1, acct2/... for every
 * account of the user and the app's state. Failed log-ins are throttled (login-throttle.ts). Never rejects.
 *
 *   if (url.pathname === OAUTH_PATH) return void handleOAuth(request, response, world);
 */
export async function handleOAuth(request: IncomingMessage, response: ServerResponse, world: World): Promise<void> {
  try {
    await serve(request, response, world);
  } catch (error) {
    if (response.headersSent) return;
    if (error instanceof FormTooLarge) sendHtml(response, 413, errorPage('Cannot log in', 'The form is too large.'));
    else sendHtml(response, 500, errorPage('Cannot log in', 'Sorry, an error occurred while processing your request.'));
  }
}
