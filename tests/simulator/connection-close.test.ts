import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounterOf } from '../../simulator/world/rate-counters';
import { startTestSimulator, TestSocket, type TestSimulator } from '../support/simulator';
import { until } from '../support/until';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterAll(async () => {
  await simulator.close();
});

describe('a closed connection', () => {
  it('leaves no rate counts behind', async () => {
    const { world } = simulator;
    world.clock.freeze();
    const counter = rateCounterOf(world);
    const baseline = counter.size;
    const sockets = await Promise.all(Array.from({ length: 20 }, () => TestSocket.open(simulator.socketUrl())));
    for (const socket of sockets) expect(await socket.call({ website_status: 1 })).toHaveProperty('website_status');
    expect(counter.size).toBe(baseline + 20);
    for (const socket of sockets) socket.close();
    await until(() => world.connections.size === 0);
    expect(counter.size).toBe(baseline);
  });
});
