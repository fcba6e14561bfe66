/**
 * Input and failures that must never end the process: over-deep requests, handlers that throw or
 * answer with what cannot be sent, fields named like Object.prototype members. Run in both modes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../simulator/handlers';
import type { CallContext } from '../../simulator/handlers/handler';
import { createLogger } from '../../simulator/log';
import { MAX_REQUEST_DEPTH } from '../../simulator/transport/limits';
import { PROTOTYPE_NAMES } from '../support/fuzz/frames';
import { startTestSimulator, TestSocket, type TestSimulator } from '../support/simulator';

/** `levels` arrays, one inside the other. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const INTERNAL_ERROR = {
  code: 'InternalServerError',
  message: 'Sorry, an error occurred while processing your request.',
};

describe.each([
  ['development', false],
  ['production', true],
])('in %s mode', (_mode, production) => {
  let simulator: TestSimulator;
  let socket: TestSocket;
  const logged: string[] = [];

  beforeAll(async () => {
    const logger = createLogger('error', (line) => logged.push(line));
    // The bench world lifts the ping flood guard: these tests send many pings.
    simulator = await startTestSimulator({ fixture: 'bench', production, logger });
    socket = await TestSocket.open(simulator.socketUrl());
  });

  afterEach(() => {
    vi.restoreAllMocks();
    logged.length = 0;
  });

  afterAll(async () => {
    socket.close();
    await simulator.close();
  });

  describe('a request nested too deep', () => {
    it.each([MAX_REQUEST_DEPTH, 3_000, 5_000])(
      'is refused with BadRequest at %i levels under passthrough, and the next request is answered',
      async (levels) => {
        socket.send(`{"ping":1,"req_id":1,"password":"hunter2","passthrough":{"a":${nested(levels)}}}`);
        expect(await socket.next()).toEqual({
          echo_req: {},
          error: {
            code: 'BadRequest',
            message: 'The application sent an invalid request.',
            details: { max_depth: MAX_REQUEST_DEPTH },
          },
          msg_type: 'error',
        });
        expect(await socket.call({ ping: 1, req_id: 2 })).toMatchObject({ ping: 'pong', req_id: 2 });
        expect(logged).toEqual([]);
      },
    );

    it('is refused even when the nesting is not JSON to the end', async () => {
      socket.send(`{"ping":1,"a":${'{"b":'.repeat(MAX_REQUEST_DEPTH)}`);
      expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest', details: { max_depth: 512 } } });
    });

    it('is taken when it nests exactly as deep as the limit allows', async () => {
      // The request is one level and passthrough another.
      const passthrough = `{"a":${nested(MAX_REQUEST_DEPTH - 2)}}`;
      socket.send(`{"ping":1,"req_id":3,"passthrough":${passthrough}}`);
      expect(await socket.next()).toMatchObject({ ping: 'pong', req_id: 3, passthrough: JSON.parse(passthrough) });
    });

    it('counts brackets inside strings as text', async () => {
      const reply = await socket.call({
        ping: 1,
        req_id: 4,
        passthrough: { a: { text: '['.repeat(2 * MAX_REQUEST_DEPTH) } },
      });
      expect(reply).toMatchObject({ ping: 'pong', req_id: 4 });
    });
  });

  describe('the last resort', () => {
    it('answers InternalServerError when a handler throws something other than an ApiError', async () => {
      vi.spyOn(handlers.ping!, 'handle').mockImplementationOnce(() => {
        throw new TypeError('not an ApiError');
      });
      expect(await socket.call({ ping: 1, req_id: 5 })).toEqual({
        echo_req: { ping: 1, req_id: 5 },
        error: INTERNAL_ERROR,
        msg_type: 'ping',
        req_id: 5,
      });
      expect(logged.join('')).toContain('not an ApiError');
      expect(await socket.call({ ping: 1, req_id: 6 })).toMatchObject({ ping: 'pong', req_id: 6 });
    });

    it('answers InternalServerError for a reply that cannot be serialised', async () => {
      vi.spyOn(handlers.ping!, 'handle').mockReturnValueOnce({ ping: 'pong', passthrough: { n: 1n } } as never);
      expect(await socket.call({ ping: 1, req_id: 7 })).toEqual({
        echo_req: { ping: 1, req_id: 7 },
        error: INTERNAL_ERROR,
        msg_type: 'ping',
        req_id: 7,
      });
      expect(await socket.call({ ping: 1, req_id: 8 })).toMatchObject({ ping: 'pong', req_id: 8 });
    });

    it('answers InternalServerError for a later reply that cannot be serialised, outside any request', async () => {
      vi.spyOn(handlers.ping!, 'handle').mockImplementationOnce(({ followUp }: CallContext<'ping'>) => {
        setImmediate(() => followUp({ ping: 'pong', passthrough: { n: 1n } } as never));
        return { ping: 'pong' };
      });
      expect(await socket.call({ ping: 1, req_id: 9 })).toMatchObject({ ping: 'pong', req_id: 9 });
      expect(await socket.next()).toEqual({
        echo_req: { ping: 1, req_id: 9 },
        error: INTERNAL_ERROR,
        msg_type: 'ping',
        req_id: 9,
      });
      expect(await socket.call({ ping: 1, req_id: 10 })).toMatchObject({ ping: 'pong', req_id: 10 });
    });

    it('logs a failed request without its secrets', async () => {
      vi.spyOn(handlers.authorize!, 'handle').mockImplementationOnce(() => {
        throw new RangeError('Maximum call stack size exceeded');
      });
      const reply = await socket.call({ authorize: 'a1-secret-token-of-the-test', req_id: 11 });
      expect(reply).toMatchObject({
        error: INTERNAL_ERROR,
        msg_type: 'authorize',
        echo_req: { authorize: '<not shown>' },
      });
      expect(logged.join('')).toContain('Maximum call stack size exceeded');
      expect(logged.join('')).not.toContain('a1-secret-token-of-the-test');
    });
  });

  describe('fields named like Object.prototype members', () => {
    it.each(PROTOTYPE_NAMES)('refuses %s as a field the call does not take, naming it', async (name) => {
      socket.send(`{"ping":1,${JSON.stringify(name)}:1,"req_id":12}`);
      const reply = await socket.next();
      expect(reply).toMatchObject({
        msg_type: 'ping',
        req_id: 12,
        error: { code: 'InputValidationFailed', message: `Input validation failed: ${name}` },
      });
      expect((reply.error as { details: object }).details).toEqual({ [name]: `Properties not allowed: ${name}.` });
    });
  });
});
