/**
 * Calls that change several things keep them as one journal entry: a crash between the parts cannot
 * leave half of a call, and a refused call keeps nothing.
 */
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../simulator/handlers';
import type { JsonObject } from '../../../simulator/protocol/envelope';
import { testDispatcher } from '../../support/dispatcher';
import { recordingWorld } from '../../support/recording-world';
import { READ_ONLY_TOKEN, tokenOf } from '../accounts/support';

function journaled() {
  const { world, journal, restarted } = recordingWorld();
  const connection = testDispatcher(handlers, { world });
  /** Sends a call; what it answered and the journal entries it added. */
  const call = async (request: JsonObject) => {
    const before = journal.length;
    const [reply] = await connection.dispatch(request);
    return { reply: reply!, added: journal.slice(before) };
  };
  return { world, call, restarted };
}

describe('one journal entry per call', () => {
  it('authorize keeps the log-in and the app grant together', async () => {
    const { call } = journaled();
    const { reply, added } = await call({ authorize: tokenOf('CR90000001') });
    expect(reply.error).toBeUndefined();
    expect(added).toEqual([
      {
        type: 'changes_together',
        changes: [
          expect.objectContaining({ type: 'login_recorded' }),
          expect.objectContaining({ type: 'app_granted' }),
        ],
      },
    ]);
  });

  it('api_token deletes and creates in one entry, and a refused creation deletes nothing', async () => {
    const { world, call } = journaled();
    await call({ authorize: tokenOf('CR90000001') });
    const refused = await call({
      api_token: 1,
      delete_token: READ_ONLY_TOKEN,
      new_token: 'Trading bot',
      new_token_scopes: ['read'],
    });
    expect(refused.reply.error).toMatchObject({ code: 'APITokenError', message: 'The name is taken.' });
    expect(refused.added).toEqual([]);
    expect(world.state.accounts.tokens[READ_ONLY_TOKEN]).toBeDefined();
    const done = await call({
      api_token: 1,
      delete_token: READ_ONLY_TOKEN,
      new_token: 'Fresh',
      new_token_scopes: ['read'],
    });
    expect(done.reply.error).toBeUndefined();
    expect(done.added).toHaveLength(1);
    expect(world.state.accounts.tokens[READ_ONLY_TOKEN]).toBeUndefined();
  });

  it('a cashier withdrawal spends its code and opens its page in one entry', async () => {
    const { world, call, restarted } = journaled();
    await call({ authorize: tokenOf('CR90000001') });
    await call({ verify_email: 'real@example.com', type: 'payment_withdraw' });
    const code = world.state.accounts.outbox.at(-1)!.code!;
    const { reply, added } = await call({ cashier: 'withdraw', verification_code: code });
    expect(reply.error).toBeUndefined();
    expect(added).toEqual([
      {
        type: 'changes_together',
        changes: [{ type: 'verification_code_used', code }, expect.objectContaining({ type: 'cashier_frame_opened' })],
      },
    ]);
    expect(restarted().state).toEqual(world.state);
  });

  it('revoke_oauth_app revokes the tokens and the grant in one entry', async () => {
    const { call } = journaled();
    await call({ authorize: tokenOf('CR90000001') });
    const { reply, added } = await call({ revoke_oauth_app: 1 });
    expect(reply.revoke_oauth_app).toBe(1);
    expect(added).toHaveLength(1);
  });
});
