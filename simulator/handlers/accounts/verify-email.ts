import { userByEmail, type OutboxEmail } from '../../domain/accounts/model';
import { rateLimited } from '../../protocol/api-error';
import { rateCounterOf } from '../../world/rate-counters';
import type { World } from '../../world/world';
import type { Connection, HandlerTable } from '../handler';
import { randomText } from '../support/random-text';

/**
 * verify_email also counts per client IP and per e-mail address, across connections: a client that
 * reconnects, or goes through addresses, gets no fresh allowance. The platform counts calls before
 * log-in per IP (and user agent) rather than per connection; the simulator keeps counting the rest per
 * connection, so this call, which sends e-mails, gets the platform's stricter count on its own.
 */
function checkEmailRateLimit(world: World, session: Connection, email: string): void {
  const keys = [`ip:${session.client.ip || 'UNKNOWN'}`, `email:${email}`];
  if (!rateCounterOf(world).takeEach(keys, 'websocket_call_email', world.clock.nowMs()))
    throw rateLimited('verify_email');
}

/** Verification codes are 8 letters or digits (accounts-and-money §5). */
const CODE_LENGTH = 8;

const SUBJECTS: Record<string, string> = {
  account_opening: 'Verify your email address',
  reset_password: 'Reset your password',
  payment_withdraw: 'Verify your withdrawal request',
  paymentagent_withdraw: 'Verify your withdrawal request',
  mt5_password_reset: 'Reset your MT5 password',
};

/**
 * The e-mail the platform sends, if any. It answers 1 either way, so the reply never tells whether an
 * address is registered: a sign-up with a known address gets a notice instead of a code, and the other
 * kinds go only to registered addresses.
 */
function emailFor(to: string, type: string, registered: boolean, time: number): OutboxEmail | undefined {
  if (type === 'account_opening' && registered) return { to, type, subject: 'Duplicate email address submitted', time };
  if (type !== 'account_opening' && !registered) return undefined;
  return { to, type, subject: SUBJECTS[type] ?? 'Your verification code', code: randomText(CODE_LENGTH), time };
}

export const verifyEmailHandlers: HandlerTable = {
  verify_email: {
    handle: ({ world, session, request }) => {
      const { verify_email, type } = request;
      const to = verify_email.trim().toLowerCase();
      checkEmailRateLimit(world, session, to);
      const registered = userByEmail(world.state.accounts, to) !== undefined;
      const email = emailFor(to, type, registered, world.clock.epoch());
      if (email) world.commit({ type: 'email_sent', email });
      return { verify_email: 1 };
    },
  },
};
