import { WebSocket } from 'ws';
import { summarise, type Summary } from './stats';

export interface RoundTripResult extends Summary {
  perSecond: number;
}

function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Measures after a discarded warm-up of a fifth of the time, so both servers are compared warm. */
export async function measureWarmRoundTrips(
  url: string,
  connections: number,
  durationMs: number,
): Promise<RoundTripResult> {
  await measureRoundTrips(url, connections, durationMs / 5);
  return measureRoundTrips(url, connections, durationMs);
}

/**
 * Closed-loop load: each of `connections` sockets sends one request, waits for its reply, and repeats
 * until `durationMs` has passed. Requests are numbered by req_id, which both servers send back.
 */
async function measureRoundTrips(url: string, connections: number, durationMs: number): Promise<RoundTripResult> {
  const sockets = await Promise.all(Array.from({ length: connections }, () => openSocket(url)));
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((done) => {
          let sentAt = 0;
          let reqId = 0;
          const sendNext = () => {
            if (performance.now() >= deadline) return done();
            reqId += 1;
            sentAt = performance.now();
            socket.send(JSON.stringify({ ping: 1, req_id: reqId }));
          };
          socket.on('message', () => {
            latencies.push(performance.now() - sentAt);
            sendNext();
          });
          sendNext();
        }),
    ),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.close();
  return { ...summarise(latencies), perSecond: latencies.length / elapsedSeconds };
}
