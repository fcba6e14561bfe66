import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControlClient, ControlRequestError } from '../../../simulator/control-client';
import { controlTokenFor, isLoopbackHost } from '../../../simulator/server/control/access';
import { startTestSimulator, type TestSimulator } from '../../support/simulator';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { code: string; message: string } } & Record<string, unknown>;
}

/** One request exactly as given (fetch would not let a test forge `Host`). */
function send(
  simulator: TestSimulator,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: simulator.port,
        method,
        path,
        headers: { host: `127.0.0.1:${simulator.port}`, ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Reply['body'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const SPOT_PATH = '/control/worlds/default/markets/R_100/spot';
const SPOT_BODY = JSON.stringify({ quote: 1234.56 });

async function spotOf(simulator: TestSimulator): Promise<number | undefined> {
  return (await simulator.control.market('default', 'R_100')).tick?.quote;
}

describe('the control API on loopback without a token', () => {
  let simulator: TestSimulator;

  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  // The spot stays where it is until a request moves it.
  beforeEach(async () => {
    await simulator.control.freezeClock('default');
  });
  afterEach(async () => {
    await simulator.control.resetWorld('default');
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('refuses a body that is not declared as JSON with 415, and changes nothing', async () => {
    const before = await spotOf(simulator);
    const plain = await send(simulator, 'POST', SPOT_PATH, { 'content-type': 'text/plain;charset=UTF-8' }, SPOT_BODY);
    expect(plain.status).toBe(415);
    expect(plain.body.error).toEqual({
      code: 'UnsupportedMediaType',
      message:
        'A POST to the control API needs "Content-Type: application/json" (UTF-8), not "text/plain;charset=UTF-8".',
    });
    expect((await send(simulator, 'POST', SPOT_PATH, {}, SPOT_BODY)).status).toBe(415);
    expect((await send(simulator, 'POST', '/control/worlds/default/reset')).status).toBe(415);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send(simulator, 'PUT', '/control/worlds/default/limits', form, '{}')).status).toBe(415);
    const latin1 = { 'content-type': 'application/json; charset=latin1' };
    expect((await send(simulator, 'PATCH', '/control/worlds/default/accounts/CR90000001', latin1, '{}')).status).toBe(
      415,
    );
    expect(await spotOf(simulator)).toBe(before);
  });

  it('takes JSON with or without its charset', async () => {
    const json = await send(simulator, 'POST', SPOT_PATH, { 'content-type': 'application/json' }, SPOT_BODY);
    expect(json).toMatchObject({ status: 200, body: { tick: { quote: 1234.56 } } });
    const utf8 = { 'content-type': 'Application/JSON; charset="UTF-8"' };
    expect((await send(simulator, 'POST', SPOT_PATH, utf8, JSON.stringify({ quote: 1300 }))).status).toBe(200);
    expect(await spotOf(simulator)).toBe(1300);
  });

  it('refuses a page of another origin with 403, also a no-cors text/plain POST from the app', async () => {
    const before = await spotOf(simulator);
    const fromApp = await send(
      simulator,
      'POST',
      SPOT_PATH,
      { origin: 'http://127.0.0.1:5173', 'content-type': 'text/plain;charset=UTF-8' },
      SPOT_BODY,
    );
    expect(fromApp.status).toBe(403);
    expect(fromApp.body.error).toEqual({
      code: 'ForbiddenOrigin',
      message: 'The control API does not answer pages of another origin (http://127.0.0.1:5173).',
    });
    const json = { 'content-type': 'application/json' };
    for (const origin of [
      'http://127.0.0.1:5173',
      'null',
      'http://evil.example',
      `https://127.0.0.1:${simulator.port}`,
    ])
      expect((await send(simulator, 'POST', SPOT_PATH, { ...json, origin }, SPOT_BODY)).status).toBe(403);
    expect(await spotOf(simulator)).toBe(before);
    // A cross-site GET comes without Origin; the browser still says where it comes from.
    const crossSite = await send(simulator, 'GET', '/control/worlds/default/outbox', { 'sec-fetch-site': 'same-site' });
    expect(crossSite).toMatchObject({ status: 403, body: { error: { code: 'ForbiddenOrigin' } } });
  });

  it("answers pages of the simulator's own origin", async () => {
    const own = { origin: `http://127.0.0.1:${simulator.port}`, 'sec-fetch-site': 'same-origin' };
    expect((await send(simulator, 'GET', '/control/worlds', own)).status).toBe(200);
    const json = { ...own, 'content-type': 'application/json' };
    expect((await send(simulator, 'POST', SPOT_PATH, json, SPOT_BODY)).status).toBe(200);
  });

  it('refuses a Host that is not the address it listens on with 403 (DNS rebinding)', async () => {
    const rebound = await send(simulator, 'GET', '/control/worlds', { host: `rebind.example:${simulator.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body.error).toEqual({
      code: 'ForbiddenHost',
      message: `The control API answers only at the address it listens on, not "rebind.example:${simulator.port}".`,
    });
    const json = { 'content-type': 'application/json' };
    const forged = [
      `rebind.example:${simulator.port}`,
      'rebind.example',
      `127.0.0.1:${simulator.port + 1}`,
      `127.0.0.1.rebind.example:${simulator.port}`,
      `user@127.0.0.1:${simulator.port}`,
    ];
    for (const host of forged)
      expect((await send(simulator, 'POST', SPOT_PATH, { ...json, host }, SPOT_BODY)).status, host).toBe(403);
    for (const host of [`localhost:${simulator.port}`, `LOCALHOST:${simulator.port}`, `[::1]:${simulator.port}`])
      expect((await send(simulator, 'GET', '/control/worlds', { host })).status, host).toBe(200);
  });

  it('answers the client with no token', async () => {
    expect(simulator.controlToken).toBeUndefined();
    await simulator.control.freezeClock('default');
    expect((await simulator.control.dropConnections('default')) >= 0).toBe(true);
    expect(await simulator.control.setSpot('default', 'R_100', 1111)).toMatchObject({ tick: { quote: 1111 } });
  });
});

describe('the control API with a token', () => {
  let simulator: TestSimulator;

  beforeAll(async () => {
    simulator = await startTestSimulator({ controlToken: 'the-right-token' });
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('refuses a request without the token, or with a wrong one, with 401', async () => {
    const missing = await send(simulator, 'GET', '/control/worlds');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer /);
    expect(missing.body.error).toEqual({
      code: 'Unauthorized',
      message: 'The control API needs "Authorization: Bearer <token>" with the token the simulator printed at start.',
    });
    const wrong = await send(simulator, 'GET', '/control/worlds', { authorization: 'Bearer the-wrong-token' });
    expect(wrong).toMatchObject({ status: 401, body: { error: { message: 'The control token is wrong.' } } });
    expect((await send(simulator, 'GET', '/control/worlds', { authorization: 'Basic the-right-token' })).status).toBe(
      401,
    );
    const anonymous = new ControlClient(simulator.url);
    const refusal = await anonymous.listWorlds().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ControlRequestError);
    expect(refusal).toMatchObject({ status: 401, code: 'Unauthorized' });
  });

  it('answers the client given the token', async () => {
    expect((await send(simulator, 'GET', '/control/worlds', { authorization: 'Bearer the-right-token' })).status).toBe(
      200,
    );
    expect(await simulator.control.setSpot('default', 'R_100', 1111)).toMatchObject({ tick: { quote: 1111 } });
  });
});

describe('the control API beyond loopback', () => {
  it('tells loopback from addresses others can reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LocalHost', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.com', 'localhost.example.com'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('keeps a token given, and makes one up only beyond loopback', () => {
    expect(controlTokenFor('127.0.0.1', undefined)).toBeUndefined();
    expect(controlTokenFor('127.0.0.1', 'given')).toBe('given');
    expect(controlTokenFor('0.0.0.0', 'given')).toBe('given');
    expect(controlTokenFor('0.0.0.0', undefined)).not.toBe(controlTokenFor('0.0.0.0', undefined));
  });

  it('makes up a token when none is given, and asks for it', async () => {
    const simulator = await startTestSimulator({ host: '0.0.0.0' });
    try {
      expect(simulator.controlToken).toMatch(/^[\w-]{32}$/);
      expect((await send(simulator, 'GET', '/control/worlds')).status).toBe(401);
      expect((await simulator.control.listWorlds()).map((world) => world.id)).toEqual(['default']);
    } finally {
      await simulator.close();
    }
  });
});
