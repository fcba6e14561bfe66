import { describe, expect, it } from 'vitest';
import type { HandlerTable } from '../../simulator/handlers/handler';
import { createLogger } from '../../simulator/log';
import { dispatchFrame } from '../../simulator/transport/dispatch';
import { loadWorldFixture } from '../../simulator/world/fixture';
import { World } from '../../simulator/world/world';

const world = new World({ id: 'dispatch', seed: 1, fixture: loadWorldFixture('default') });

function dispatcher(handlers: HandlerTable, checkReplies = true) {
  const logged: string[] = [];
  const logger = createLogger('error', (line) => logged.push(line));
  return {
    logged,
    dispatch: (frame: object) => dispatchFrame({ world, handlers, logger, checkReplies }, JSON.stringify(frame)),
  };
}

describe('dispatch', () => {
  it('replaces a reply that breaks its schema with OutputValidationFailed, and logs it', async () => {
    const { dispatch, logged } = dispatcher({ ping: { handle: () => ({ ping: 'ding' }) } });
    expect(await dispatch({ ping: 1, req_id: 4 })).toEqual({
      echo_req: { ping: 1, req_id: 4 },
      error: {
        code: 'OutputValidationFailed',
        message: 'An unexpected error occurred: Please refresh or try again in a few minutes.',
      },
      msg_type: 'ping',
      req_id: 4,
    });
    expect(logged.join('')).toContain('reply to ping breaks its schema');
  });

  it('sends replies unchecked in production mode', async () => {
    const { dispatch } = dispatcher({ ping: { handle: () => ({ ping: 'ding' }) } }, false);
    expect(await dispatch({ ping: 1 })).toMatchObject({ ping: 'ding' });
  });

  it('answers a handler crash with InternalServerError and keeps the envelope', async () => {
    const { dispatch, logged } = dispatcher({
      ping: {
        handle: () => {
          throw new Error('boom');
        },
      },
    });
    expect(await dispatch({ ping: 1, req_id: 8, passthrough: { a: 1 } })).toEqual({
      echo_req: { ping: 1, req_id: 8, passthrough: { a: 1 } },
      error: { code: 'InternalServerError', message: 'Sorry, an error occurred while processing your request.' },
      msg_type: 'ping',
      req_id: 8,
      passthrough: { a: 1 },
    });
    expect(logged.join('')).toContain('boom');
  });

  it('masks tokens and passwords in echo_req', async () => {
    const { dispatch } = dispatcher({ authorize: { handle: () => ({}) } }, false);
    const reply = await dispatch({ authorize: 'a1-secret-token', req_id: 1 });
    expect(reply.echo_req).toEqual({ authorize: '<not shown>', req_id: 1 });
  });

  it('answers a known call the simulator does not serve with UnrecognisedRequest', async () => {
    const { dispatch } = dispatcher({});
    expect(await dispatch({ ping: 1 })).toMatchObject({ error: { code: 'UnrecognisedRequest' }, msg_type: 'error' });
  });
});
