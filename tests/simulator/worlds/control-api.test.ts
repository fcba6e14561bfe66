import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ControlRequestError } from '../../../simulator/control-client';
import { MAX_CONTROL_BODY_BYTES } from '../../../simulator/server/control/request-body';
import { startTestSimulator, TestSocket, type TestSimulator } from '../../support/simulator';

let simulator: TestSimulator;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const world of await simulator.control.listWorlds())
    if (!world.default) await simulator.control.deleteWorld(world.id);
  await simulator.control.resetWorld('default');
});
afterAll(async () => {
  await simulator.close();
});

async function open(worldId?: string, appId = '1'): Promise<TestSocket> {
  const socket = await TestSocket.open(simulator.socketUrl(appId, worldId));
  sockets.push(socket);
  return socket;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ControlRequestError)) throw new Error(`expected a ControlRequestError, got ${String(error)}`);
  return { status: error.status, code: error.code };
}

function raw(method: string, path: string, body?: string): Promise<{ status: number; body: unknown }> {
  const headers = { 'content-type': 'application/json' };
  return fetch(`${simulator.url}${path}`, { method, body, headers }).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));
}

describe('worlds', () => {
  it('lists, creates, reads and deletes worlds', async () => {
    const { control } = simulator;
    const created = await control.createWorld({ id: 'qa', seed: 42 });
    expect(created).toMatchObject({
      id: 'qa',
      fixture: 'default',
      seed: 42,
      default: false,
      site: { status: 'up' },
      connections: 0,
      socket_path: '/worlds/qa/websockets/v3',
    });
    const generated = await control.createWorld();
    expect(generated.id).toMatch(/^[a-z0-9]{8}$/);
    expect((await control.listWorlds()).map((world) => world.id)).toEqual(['default', 'qa', generated.id]);
    const { clock: createdClock, ...createdRest } = created;
    const { clock: readClock, ...readRest } = await control.getWorld('qa');
    expect(readRest).toEqual(createdRest);
    expect(readClock.epoch - createdClock.epoch).toBeLessThanOrEqual(1);
    await control.deleteWorld('qa');
    expect(await refusal(control.getWorld('qa'))).toEqual({ status: 404, code: 'WorldNotFound' });
  });

  it('refuses unknown worlds, taken ids, bad ids and fixtures, and deleting the default world', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'taken' });
    expect(await refusal(control.resetWorld('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
    expect(await refusal(control.deleteWorld('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
    expect(await refusal(control.createWorld({ id: 'taken' }))).toEqual({ status: 409, code: 'WorldExists' });
    expect(await refusal(control.createWorld({ id: 'a b' }))).toEqual({ status: 400, code: 'InvalidWorldId' });
    expect(await refusal(control.createWorld({ fixture: 'missing' }))).toEqual({ status: 400, code: 'UnknownFixture' });
    expect(await refusal(control.createWorld({ seed: 'x' as unknown as number }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
    expect(await refusal(control.deleteWorld('default'))).toEqual({ status: 409, code: 'DefaultWorldKept' });
  });

  it('serves each world on its own socket, isolated from the others', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'down' });
    await control.setSite('down', { status: 'down', message: 'Maintenance' });
    const inDown = await open('down');
    const inDefault = await open();
    expect(await inDown.call({ website_status: 1 })).toMatchObject({
      website_status: { site_status: 'down', message: 'Maintenance' },
    });
    expect(await inDefault.call({ website_status: 1 })).toMatchObject({ website_status: { site_status: 'up' } });
    expect((await control.getWorld('down')).connections).toBe(1);
  });

  it('refuses the socket of an unknown world before the upgrade', async () => {
    const socket = new WebSocket(simulator.socketUrl('1', 'nope'));
    const status = await new Promise<number | undefined>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(404);
  });

  it('resets a world to its fixture, dropping its connections', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'r' });
    await control.setSite('r', { status: 'down' });
    await control.freezeClock('r');
    const socket = await open('r');
    const reset = await control.resetWorld('r');
    expect(reset).toMatchObject({ id: 'r', site: { status: 'up' }, clock: { frozen: false }, connections: 0 });
    expect(await socket.closed).toBe(1012);
  });
});

describe('clock and site', () => {
  it('freezes, sets, advances and resumes a world clock', async () => {
    const { control } = simulator;
    const epoch = Date.UTC(2030, 2, 4, 5, 6, 7) / 1000;
    expect((await control.freezeClock('default')).frozen).toBe(true);
    expect(await control.setClock('default', epoch)).toEqual({ epoch, frozen: true });
    expect(await control.advanceClock('default', 61_000)).toEqual({ epoch: epoch + 61, frozen: true });
    const socket = await open();
    expect(await socket.call({ time: 1 })).toMatchObject({ time: epoch + 61 });
    expect(await control.resumeClock('default')).toMatchObject({ frozen: false });
    expect((await control.getWorld('default')).clock.frozen).toBe(false);
  });

  it('refuses a bad clock move', async () => {
    const { control } = simulator;
    const move = (body: unknown) => refusal(control.call('POST', '/worlds/default/clock', body));
    expect(await move({ action: 'rewind' })).toEqual({ status: 400, code: 'InvalidBody' });
    expect(await move({ action: 'set' })).toEqual({ status: 400, code: 'InvalidBody' });
    expect(await move({ action: 'advance', ms: -5 })).toEqual({ status: 400, code: 'InvalidBody' });
    expect(await move({ action: 'freeze', epoch: 5 })).toEqual({ status: 400, code: 'InvalidBody' });
    expect(await refusal(control.freezeClock('nope'))).toEqual({ status: 404, code: 'WorldNotFound' });
  });

  it('sets the site status and tells subscribers', async () => {
    const socket = await open();
    await socket.call({ website_status: 1, subscribe: 1 });
    expect(await simulator.control.setSite('default', { status: 'updating', message: 'Soon back' })).toEqual({
      status: 'updating',
      clients_country: 'id',
      message: 'Soon back',
      registered_app_ids: [],
      app_redirect_uris: { '1': 'https://app.example.com/{lang}/logged_inws.html' },
    });
    expect(await socket.next()).toMatchObject({ website_status: { site_status: 'updating' } });
    expect(await refusal(simulator.control.setSite('default', { status: 'sideways' as 'up' }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
  });

  it("sets the visitors' country website_status reports, and keeps it when only the status changes", async () => {
    const socket = await open();
    expect(await simulator.control.setSite('default', { status: 'up', clients_country: 'de' })).toMatchObject({
      clients_country: 'de',
    });
    expect(await socket.call({ website_status: 1 })).toMatchObject({ website_status: { clients_country: 'de' } });
    expect(await simulator.control.setSite('default', { status: 'up' })).toMatchObject({ clients_country: 'de' });
    expect(await refusal(simulator.control.setSite('default', { status: 'up', clients_country: 'Germany' }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
    await simulator.control.setSite('default', { status: 'up', clients_country: 'id' });
  });
});

describe('faults, connections and traffic', () => {
  it('answers a queued error as many times as asked, then the call works again', async () => {
    const { control } = simulator;
    const error = { code: 'ServiceUnavailable', message: 'Try later.' };
    expect(await control.queueFault('default', { msg_type: 'ping', error, times: 2 })).toEqual([
      { msg_type: 'ping', error, remaining: 2 },
    ]);
    const socket = await open();
    expect(await socket.call({ ping: 1 })).toMatchObject({ msg_type: 'ping', error });
    expect(await socket.call({ ping: 1 })).toMatchObject({ error });
    expect(await socket.call({ ping: 1 })).toMatchObject({ ping: 'pong' });
    expect(await control.faults('default')).toEqual([]);
  });

  it('delays a call by a queued latency, and clears queued faults', async () => {
    const { control } = simulator;
    await control.queueFault('default', { msg_type: 'time', latency_ms: 150 });
    const socket = await open();
    const started = performance.now();
    await socket.call({ time: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await control.queueFault('default', { msg_type: 'ping', latency_ms: 10, times: 5 });
    await control.clearFaults('default');
    expect(await control.faults('default')).toEqual([]);
  });

  it('answers a queued reply body instead of the handler, once, still held to the schema', async () => {
    const { control } = simulator;
    const reply = { active_symbols: [] };
    expect(await control.queueFault('default', { msg_type: 'active_symbols', reply })).toEqual([
      { msg_type: 'active_symbols', reply, remaining: 1 },
    ]);
    const socket = await open();
    const request = { active_symbols: 'brief', req_id: 4 };
    expect(await socket.call(request)).toEqual({
      msg_type: 'active_symbols',
      active_symbols: [],
      echo_req: request,
      req_id: 4,
    });
    expect(((await socket.call({ active_symbols: 'brief' })).active_symbols as unknown[]).length).toBeGreaterThan(0);

    await control.queueFault('default', { msg_type: 'ping', reply: { ping: 'nonsense' } });
    expect(await socket.call({ ping: 1 })).toMatchObject({ error: { code: 'OutputValidationFailed' } });
    expect(
      await refusal(control.queueFault('default', { msg_type: 'ping', reply: {}, error: { code: 'X', message: 'x' } })),
    ).toEqual({ status: 400, code: 'InvalidBody' });
  });

  it('refuses a fault for an unknown call or with nothing to do', async () => {
    const { control } = simulator;
    expect(await refusal(control.queueFault('default', { msg_type: 'tick', latency_ms: 1 }))).toEqual({
      status: 400,
      code: 'UnknownCall',
    });
    expect(await refusal(control.queueFault('default', { msg_type: 'ping' }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
    expect(await refusal(control.queueFault('default', { msg_type: 'ping', latency_ms: 1, times: 0 }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
  });

  it('drops every connection of a world with 1012', async () => {
    const first = await open();
    const second = await open();
    expect(await simulator.control.dropConnections('default')).toBe(2);
    expect(await Promise.all([first.closed, second.closed])).toEqual([1012, 1012]);
  });

  it('reads the traffic log of a world, newest last', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'talk' });
    await control.freezeClock('talk');
    const socket = await open('talk');
    await socket.call({ ping: 1, req_id: 1 });
    await socket.call({ ping: 1, req_id: 2 });
    const traffic = await control.traffic('talk');
    expect(traffic.map((entry) => entry.direction)).toEqual(['in', 'out', 'in', 'out']);
    expect(traffic[3]).toMatchObject({ direction: 'out', message: { msg_type: 'ping', req_id: 2 } });
    expect(await control.traffic('talk', { limit: 1 })).toEqual([traffic[3]]);
    expect(await control.traffic('talk', { since: traffic[0]!.at + 1 })).toEqual([]);
    expect(await control.traffic('default')).not.toContainEqual(traffic[0]);
    expect(await refusal(control.traffic('talk', { limit: 0 }))).toEqual({ status: 400, code: 'InvalidQuery' });
  });

  it('keeps requests parsed with their secrets masked, and unparsable frames as sent', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'secrets' });
    const socket = await open('secrets');
    await socket.call({ authorize: 'a1-idLt3JzHTpkuiB5yqvjS6iouFnzfx', req_id: 1 });
    socket.send('{"ping": ');
    await socket.next();
    const inbound = (await control.traffic('secrets')).filter((entry) => entry.direction === 'in');
    expect(inbound.map((entry) => entry.message)).toEqual([{ authorize: '<not shown>', req_id: 1 }, '{"ping": ']);
  });
});

describe('accounts and e-mail', () => {
  it('reads and patches an account in one world only', async () => {
    const { control } = simulator;
    await control.createWorld({ id: 'rich' });
    expect(await control.getAccount('rich', 'CR90000001')).toMatchObject({ currency: 'USD', balance: 1523.47 });
    expect(await control.patchAccount('rich', 'CR90000001', { balance: '100.50' })).toMatchObject({ balance: 100.5 });
    expect((await control.getAccount('rich', 'CR90000001')).balance).toBe(100.5);
    expect((await control.getAccount('default', 'CR90000001')).balance).toBe(1523.47);
  });

  it('refuses an unknown account and a body of the wrong shape', async () => {
    const { control } = simulator;
    expect(await refusal(control.getAccount('default', 'CR0'))).toEqual({ status: 404, code: 'AccountNotFound' });
    expect(
      await refusal(control.patchAccount('default', 'CR90000001', { balance: true as unknown as number })),
    ).toEqual({ status: 400, code: 'InvalidBody' });
    expect(await refusal(control.patchAccount('nope', 'CR90000001', { balance: 1 }))).toEqual({
      status: 404,
      code: 'WorldNotFound',
    });
  });

  it("reads a world's outbox", async () => {
    expect(await simulator.control.outbox('default')).toEqual([]);
    expect(await simulator.control.outbox('default', 'real@example.com')).toEqual([]);
  });
});

describe('registered app ids', () => {
  it('are accepted by the socket and the log-in page of their world only', async () => {
    await simulator.control.createWorld({ id: 'apps' });
    expect(await simulator.control.registerApp('apps', '31415')).toEqual(['31415']);
    expect(await simulator.control.registerApp('apps', '31415', 'https://app.example.net/cb')).toEqual(['31415']);

    const member = await open('apps', '31415');
    expect(await member.call({ ping: 1 })).toMatchObject({ ping: 'pong' });
    const stranger = await open(undefined, '31415');
    expect(await stranger.call({ ping: 1 })).toMatchObject({ error: { code: 'InvalidAppID' } });

    expect((await fetch(`${simulator.url}/worlds/apps/oauth2/authorize?app_id=31415`)).status).toBe(200);
    expect((await fetch(`${simulator.url}/oauth2/authorize?app_id=31415`)).status).toBe(400);
  });

  it('must be well formed, with a full http(s) redirect URL', async () => {
    expect(await refusal(simulator.control.registerApp('default', '0123'))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
    for (const redirectUri of ['/en/logged_inws.html', '//evil.example/x', 'javascript:alert(1)'])
      expect(await refusal(simulator.control.registerApp('default', '31415', redirectUri))).toEqual({
        status: 400,
        code: 'InvalidBody',
      });
  });
});

describe('the world cookie', () => {
  it('picks the world for paths without a /worlds prefix', async () => {
    await simulator.control.createWorld({ id: 'cookie' });
    await simulator.control.setSite('cookie', { status: 'down' });
    const socket = await TestSocket.open(simulator.socketUrl(), { cookie: 'theme=dark; strike_world=cookie' });
    sockets.push(socket);
    expect(await socket.call({ website_status: 1 })).toMatchObject({ website_status: { site_status: 'down' } });
    expect(
      (await fetch(`${simulator.url}/oauth2/authorize?app_id=1`, { headers: { cookie: 'strike_world=nope' } })).status,
    ).toBe(404);
  });
});

describe('the log-in page', () => {
  it('is served for each world, and answers 404 for an unknown world', async () => {
    await simulator.control.createWorld({ id: 'login' });
    const page = await fetch(`${simulator.url}/worlds/login/oauth2/authorize?app_id=1&l=EN`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${simulator.url}/oauth2/authorize?app_id=1`)).status).toBe(200);
    expect((await fetch(`${simulator.url}/worlds/nope/oauth2/authorize?app_id=1`)).status).toBe(404);
  });

  it("logs in with the world's own users", async () => {
    await simulator.control.createWorld({ id: 'login' });
    const response = await fetch(`${simulator.url}/worlds/login/oauth2/authorize?app_id=1&l=EN`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'real@example.com', password: 'Demo1234' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('acct1=CR90000001');
  });
});

describe('the router', () => {
  it('answers bad JSON with 400', async () => {
    expect(await raw('POST', '/control/worlds', '{"id": ')).toEqual({
      status: 400,
      body: { error: { code: 'InvalidJson', message: 'The body is not valid JSON.' } },
    });
  });

  it('answers a body of the wrong shape with 400', async () => {
    expect(await raw('PUT', '/control/worlds/default/site', '[1]')).toMatchObject({
      status: 400,
      body: { error: { code: 'InvalidBody' } },
    });
    expect(await raw('POST', '/control/worlds', '{"name": "x"}')).toMatchObject({
      status: 400,
      body: { error: { code: 'InvalidBody', message: 'the body has unknown field(s): name' } },
    });
  });

  it('answers unknown routes with 404 and other methods with 405', async () => {
    expect(await raw('GET', '/control/nothing')).toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    expect(await raw('PATCH', '/control/worlds')).toMatchObject({
      status: 405,
      body: { error: { code: 'MethodNotAllowed' } },
    });
  });

  it('refuses an oversized body with 413', async () => {
    const big = JSON.stringify({ id: 'x'.repeat(MAX_CONTROL_BODY_BYTES) });
    expect(await raw('POST', '/control/worlds', big)).toMatchObject({
      status: 413,
      body: { error: { code: 'BodyTooLarge' } },
    });
  });

  it('reports health', async () => {
    expect(await raw('GET', '/health')).toEqual({ status: 200, body: { status: 'ok', worlds: 1 } });
  });
});
