import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LOST, type ConnectionStatus } from '../../src/api/socket/socket-client';
import { startTestSimulator, type TestSimulator } from '../support/simulator';
import { testSocketClient } from './support/app-simulator';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterAll(async () => {
  await simulator.close();
});

function clientFor(url: string, statuses: ConnectionStatus[] = [], sent: string[] = []) {
  return testSocketClient(url, { onStatus: (status) => statuses.push(status), sent });
}

describe('SocketClient against the simulator', () => {
  it('queues requests made before the socket opens and sends them once it does', async () => {
    const statuses: ConnectionStatus[] = [];
    const client = clientFor(simulator.socketUrl(), statuses);
    const replies = await Promise.all([client.request('ping', { ping: 1 }), client.request('ping', { ping: 1 })]);
    expect(replies.map((reply) => reply.ping)).toEqual(['pong', 'pong']);
    expect(statuses).toEqual(['connecting', 'open']);
    client.close();
  });

  it('numbers requests with an incrementing req_id and matches each reply to its request', async () => {
    const sent: string[] = [];
    const client = clientFor(simulator.socketUrl(), [], sent);
    const replies = await Promise.all([1, 2, 3].map((n) => client.request('ping', { ping: 1, passthrough: { n } })));
    expect(sent.map((frame) => JSON.parse(frame).req_id)).toEqual([1, 2, 3]);
    expect(replies.map((reply) => [reply.req_id, reply.passthrough?.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    client.close();
  });

  it('rejects with the API error object when the server refuses', async () => {
    const client = clientFor(simulator.socketUrl());
    await expect(client.request('ping', { ping: 5 as 1 })).rejects.toMatchObject({
      code: 'InputValidationFailed',
      details: { ping: 'Not in enum list: 1.' },
    });
    client.close();
  });

  it('rejects requests in flight with the connection-error text when the socket closes', async () => {
    // A server that takes the request and drops the line without answering.
    const silent = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => silent.once('listening', resolve));
    silent.on('connection', (socket) => socket.on('message', () => socket.terminate()));
    const { port } = silent.address() as AddressInfo;
    const statuses: ConnectionStatus[] = [];
    const client = clientFor(`ws://127.0.0.1:${port}/websockets/v3?app_id=1`, statuses);
    await expect(client.request('ping', { ping: 1 })).rejects.toEqual(CONNECTION_LOST);
    expect(CONNECTION_LOST.message).toBe('Connection error: Please check your internet connection.');
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
    silent.close();
  });
});
