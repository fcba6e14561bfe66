import { describe, expect, it } from 'vitest';
import { testDispatcher } from '../support/dispatcher';

describe('dispatch', () => {
  it('replaces a reply that breaks its schema with OutputValidationFailed, and logs it', async () => {
    const { dispatch, logged } = testDispatcher({ ping: { handle: () => ({ ping: 'ding' as never }) } });
    expect(await dispatch({ ping: 1, req_id: 4 })).toEqual([
      {
        echo_req: { ping: 1, req_id: 4 },
        error: {
          code: 'OutputValidationFailed',
          message: 'An unexpected error occurred: Please refresh or try again in a few minutes.',
        },
        msg_type: 'ping',
        req_id: 4,
      },
    ]);
    expect(logged.join('')).toContain('reply ping breaks its schema');
  });

  it('refuses a __proto__ field as one the call does not allow, so the handler never sees it', async () => {
    const seen: unknown[] = [];
    const { dispatch } = testDispatcher({ ping: { handle: ({ request }) => (seen.push(request), { ping: 'pong' }) } });
    const [reply] = await dispatch('{"ping":1,"__proto__":{"subscribe":1}}');
    expect(reply).toMatchObject({ error: { code: 'InputValidationFailed' }, msg_type: 'ping' });
    expect(seen).toEqual([]);
  });

  it('sends replies unchecked in production mode', async () => {
    const { dispatch } = testDispatcher(
      { ping: { handle: () => ({ ping: 'ding' as never }) } },
      { checkReplies: false },
    );
    expect(await dispatch({ ping: 1 })).toMatchObject([{ ping: 'ding' }]);
  });

  it('answers a handler crash with InternalServerError and keeps the envelope', async () => {
    const { dispatch, logged } = testDispatcher({
      ping: {
        handle: () => {
          throw new Error('boom');
        },
      },
    });
    expect(await dispatch({ ping: 1, req_id: 8, passthrough: { a: 1 } })).toEqual([
      {
        echo_req: { ping: 1, req_id: 8, passthrough: { a: 1 } },
        error: { code: 'InternalServerError', message: 'Sorry, an error occurred while processing your request.' },
        msg_type: 'ping',
        req_id: 8,
        passthrough: { a: 1 },
      },
    ]);
    expect(logged.join('')).toContain('boom');
  });

  it('masks tokens and passwords in echo_req', async () => {
    const { dispatch } = testDispatcher({ authorize: { handle: () => ({}) as never } }, { checkReplies: false });
    const [reply] = await dispatch({ authorize: 'a1-secret-token', req_id: 1 });
    expect(reply?.echo_req).toEqual({ authorize: '<not shown>', req_id: 1 });
  });

  it('answers a known call the simulator does not serve with UnrecognisedRequest', async () => {
    const { dispatch } = testDispatcher({});
    expect(await dispatch({ ping: 1 })).toMatchObject([{ error: { code: 'UnrecognisedRequest' }, msg_type: 'error' }]);
  });

  it.each([
    ['a key with odd characters', { ping: 1, 'bad key!': 1 }],
    ['a value over 300 characters', { ping: 1, passthrough: { note: 'x'.repeat(301) } }],
  ])('answers %s with SanityCheckFailed', async (_label, request) => {
    const { dispatch } = testDispatcher({ ping: { handle: () => ({ ping: 'pong' }) } });
    expect(await dispatch(request)).toMatchObject([
      { error: { code: 'SanityCheckFailed', message: 'Parameters sanity check failed.' }, msg_type: 'error' },
    ]);
  });

  it('lets long passwords through the sanity check', async () => {
    const { dispatch } = testDispatcher({ change_password: { handle: () => ({ change_password: 1 }) } });
    const [reply] = await dispatch({ change_password: 1, old_password: 'A1b'.repeat(110), new_password: 'Xx1234567' });
    expect(reply?.error).not.toMatchObject({ code: 'SanityCheckFailed' });
  });
});

describe('the envelope of odd requests', () => {
  it('does not copy a req_id that is not an integer, so the reply stays valid', async () => {
    const { dispatch } = testDispatcher({ ping: { handle: () => ({ ping: 'pong' }) } });
    const [reply] = await dispatch({ ping: 1, req_id: 0.5 });
    expect(reply).not.toHaveProperty('req_id');
    expect(reply).toMatchObject({ error: { code: 'InputValidationFailed' }, echo_req: { req_id: 0.5 } });
  });
});
