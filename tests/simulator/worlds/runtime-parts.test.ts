import { describe, expect, it } from 'vitest';
import { Connections } from '../../../simulator/world/connections';
import { FaultPlan } from '../../../simulator/world/fault-plan';
import { TrafficLog } from '../../../simulator/world/traffic-log';

describe('FaultPlan', () => {
  it('answers a queued fault as many times as asked, first queued first', () => {
    const plan = new FaultPlan();
    plan.queue('buy', { error: { code: 'InsufficientBalance', message: 'No money' } }, 2);
    plan.queue('buy', { latencyMs: 300 });
    expect(plan.take('buy')).toEqual({ error: { code: 'InsufficientBalance', message: 'No money' } });
    expect(plan.pending()).toEqual([
      { msgType: 'buy', error: { code: 'InsufficientBalance', message: 'No money' }, remaining: 1 },
      { msgType: 'buy', latencyMs: 300, remaining: 1 },
    ]);
    expect(plan.take('buy')?.error?.code).toBe('InsufficientBalance');
    expect(plan.take('buy')).toEqual({ latencyMs: 300 });
    expect(plan.take('buy')).toBeUndefined();
    expect(plan.pending()).toEqual([]);
  });

  it('keeps calls apart, clears everything and refuses a non-positive count', () => {
    const plan = new FaultPlan();
    plan.queue('ping', { latencyMs: 10 }, 3);
    plan.queue('time', { error: { code: 'X', message: 'x' } });
    expect(plan.take('balance')).toBeUndefined();
    expect(plan.take('time')?.error?.code).toBe('X');
    plan.clear();
    expect(plan.take('ping')).toBeUndefined();
    expect(() => plan.queue('ping', { latencyMs: 1 }, 0)).toThrow(RangeError);
  });
});

describe('TrafficLog', () => {
  it('stamps entries with the world clock, newest last', () => {
    let now = 1000;
    const log = new TrafficLog(() => now);
    log.record({ connection: 'a', direction: 'in', message: { ping: 1 } });
    now = 2000;
    log.record({ connection: 'a', direction: 'out', message: { msg_type: 'ping' } });
    expect(log.list()).toEqual([
      { at: 1000, connection: 'a', direction: 'in', message: { ping: 1 } },
      { at: 2000, connection: 'a', direction: 'out', message: { msg_type: 'ping' } },
    ]);
    expect(log.list({ since: 2000 }).map((entry) => entry.at)).toEqual([2000]);
    expect(log.list({ limit: 1 }).map((entry) => entry.direction)).toEqual(['out']);
  });

  it('is a bounded ring that drops the oldest entries', () => {
    let now = 0;
    const log = new TrafficLog(() => now, 3);
    for (now = 1; now <= 7; now += 1) log.record({ connection: 'c', direction: 'in', message: now });
    expect(log.size).toBe(3);
    expect(log.list().map((entry) => entry.message)).toEqual([5, 6, 7]);
    expect(log.list({ since: 6, limit: 5 }).map((entry) => entry.message)).toEqual([6, 7]);
    expect(log.list({ limit: 2 }).map((entry) => entry.message)).toEqual([6, 7]);
  });

  it('masks requests at every depth, and the secret fields of frames that are not JSON', () => {
    const log = new TrafficLog(() => 0);
    const request = JSON.parse(
      '{"cashier":"deposit","verification_code":"C0de1234","passthrough":{"password":"P","n":[{"otp":"1"}]},' +
        '"__proto__":{"authorize":"T"}}',
    ) as Record<string, unknown>;
    log.record({ connection: 'a', direction: 'in', message: request });
    log.record({
      connection: 'a',
      direction: 'in',
      message: '{"tokens": ["T1","T2"], "x": "kept", "delete_token":"T3',
    });
    const [parsed, text] = log.list().map((entry) => entry.message);
    expect(JSON.stringify(parsed)).toBe(
      '{"cashier":"deposit","verification_code":"<not shown>","passthrough":{"password":"<not shown>",' +
        '"n":[{"otp":"<not shown>"}]},"__proto__":{"authorize":"<not shown>"}}',
    );
    expect(request.verification_code).toBe('C0de1234');
    expect(text).toBe('{"tokens":"<not shown>", "x": "kept", "delete_token":"<not shown>"');
  });

  it('masks the credentials replies hand out and the raw request an error echoes; other replies stay as sent', () => {
    const log = new TrafficLog(() => 0);
    const reply = { msg_type: 'api_token', api_token: { tokens: [{ display_name: 'Bot', token: 'Tok3n' }] } };
    log.record({ connection: 'a', direction: 'out', message: reply });
    const refusal = { echo_req: { change_password: 1, old_password: 'Old' }, error: { code: 'InputValidationFailed' } };
    log.recordSerialised({ connection: 'a', direction: 'out', json: JSON.stringify(refusal) });
    const tick = { echo_req: { ticks: 'R_100' }, msg_type: 'tick', tick: { quote: 1 } };
    log.recordSerialised({ connection: 'a', direction: 'out', json: JSON.stringify(tick) });
    expect(log.list().map((entry) => entry.message)).toEqual([
      { msg_type: 'api_token', api_token: { tokens: [{ display_name: 'Bot', token: '<not shown>' }] } },
      { echo_req: { change_password: 1, old_password: '<not shown>' }, error: { code: 'InputValidationFailed' } },
      tick,
    ]);
    expect(reply.api_token.tokens[0]!.token).toBe('Tok3n');
  });
});

describe('Connections', () => {
  it('drops every connection with 1012 and forgets them', () => {
    const connections = new Connections();
    const closed: [string, number, string][] = [];
    for (const id of ['a', 'b']) connections.add({ id, close: (code, reason) => closed.push([id, code, reason]) });
    expect(connections.dropAll()).toBe(2);
    expect(closed).toEqual([
      ['a', 1012, 'Service Restart'],
      ['b', 1012, 'Service Restart'],
    ]);
    expect(connections.size).toBe(0);
    expect(connections.dropAll()).toBe(0);
  });
});
