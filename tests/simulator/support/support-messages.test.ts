import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_LIMITS } from '../../../simulator/domain/support-messages';
import { MAX_CONTROL_BODY_BYTES } from '../../../simulator/server/control/request-body';
import { SUPPORT_MESSAGES_PATH } from '../../../simulator/server/support/support-handler';
import { WORLD_COOKIE } from '../../../simulator/server/world-path';
import { startTestSimulator, type TestSimulator } from '../../support/simulator';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterEach(async () => {
  for (const world of await simulator.control.listWorlds())
    if (!world.default) await simulator.control.deleteWorld(world.id);
  await simulator.control.resetWorld('default');
});
afterAll(async () => {
  await simulator.close();
});

const GOOD = { name: 'Ana Lim', email: 'ana@example.com', message: 'How do I change my account currency?' };

interface Answer {
  status: number;
  body: { received?: boolean; error?: { code: string; message: string } };
}

async function post(body: string, { path = SUPPORT_MESSAGES_PATH, headers = {} as Record<string, string> } = {}) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('messages left with support', () => {
  it('are kept in the world the path or the world cookie names, stamped with its time', async () => {
    const world = await simulator.control.createWorld({ id: 'support' });
    await simulator.control.setClock(world.id, 1_800_000_000);
    await simulator.control.freezeClock(world.id);

    const answer = await post(JSON.stringify(GOOD), { path: `/worlds/support${SUPPORT_MESSAGES_PATH}` });
    expect(answer).toEqual({ status: 200, body: { received: true } });
    const byCookie = { ...GOOD, message: '  Asked again through the app.  ' };
    expect((await post(JSON.stringify(byCookie), { headers: { cookie: `${WORLD_COOKIE}=support` } })).status).toBe(200);

    expect(await simulator.control.supportMessages('support')).toEqual([
      { ...GOOD, received_at: 1_800_000_000 },
      { ...GOOD, message: 'Asked again through the app.', received_at: 1_800_000_000 },
    ]);
    expect(await simulator.control.supportMessages('default')).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"name":', 400, 'InvalidJson'],
    ['a body that is not an object', '["Ana"]', 400, 'InvalidBody'],
    ['a missing field', JSON.stringify({ name: 'Ana', email: 'ana@example.com' }), 400, 'InvalidBody'],
    ['a field that is not a string', JSON.stringify({ ...GOOD, message: 42 }), 400, 'InvalidBody'],
    ['an unknown field', JSON.stringify({ ...GOOD, phone: '1' }), 400, 'InvalidBody'],
    ['an empty name', JSON.stringify({ ...GOOD, name: '   ' }), 400, 'InvalidMessage'],
    ['a malformed e-mail address', JSON.stringify({ ...GOOD, email: 'ana@' }), 400, 'InvalidMessage'],
    [
      'a message too long',
      JSON.stringify({ ...GOOD, message: 'x'.repeat(SUPPORT_MESSAGE_LIMITS.message + 1) }),
      400,
      'InvalidMessage',
    ],
    ['a body over the size limit', JSON.stringify({ ...GOOD, message: 'x'.repeat(300_000) }), 413, 'BodyTooLarge'],
  ])('refuse %s with the reason, and keep nothing', async (_case, body, status, code) => {
    const answer = await post(body);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
    expect(answer.body.error?.message).toBeTruthy();
    expect(await simulator.control.supportMessages('default')).toEqual([]);
  });

  it('name this endpoint, not the control API, when they refuse a body they cannot read', async () => {
    const oversized = await post(JSON.stringify({ ...GOOD, message: 'x'.repeat(300_000) }));
    expect(oversized.body.error?.message).toBe(`A support message is at most ${MAX_CONTROL_BODY_BYTES} bytes.`);
  });

  it('refuse a body not declared as JSON, another method and an unknown world', async () => {
    const form = await post('name=Ana', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form).toEqual({
      status: 415,
      body: {
        error: {
          code: 'UnsupportedMediaType',
          message:
            'A POST to /support/messages needs "Content-Type: application/json" (UTF-8), not "application/x-www-form-urlencoded".',
        },
      },
    });
    const get = await fetch(`${simulator.url}${SUPPORT_MESSAGES_PATH}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const nowhere = await post(JSON.stringify(GOOD), { path: `/worlds/nowhere${SUPPORT_MESSAGES_PATH}` });
    expect(nowhere.status).toBe(404);
    await expect(simulator.control.supportMessages('nowhere')).rejects.toMatchObject({ code: 'WorldNotFound' });
    // The simulator still answers.
    expect((await post(JSON.stringify(GOOD))).status).toBe(200);
  });
});
