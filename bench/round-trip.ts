import { WebSocket } from 'ws';
import { mainThreadCpuMs, median, summarise, type Summary } from './stats';

export interface RoundTripResult extends Summary {
  perSecond: number;
  /** The server's main-thread CPU time per request, in µs. */
  cpuMicrosecondsPerRequest: number;
}

function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface Server {
  url: string;
  pid: number;
}

export interface RoundTripComparison {
  echo: RoundTripResult;
  simulator: RoundTripResult;
  /** Median over the rounds of the simulator's throughput over the echo's. */
  ratio: number;
}

interface Round {
  samples: number[];
  seconds: number;
  cpuMs: number;
}

async function measuredRound(server: Server, connections: number, durationMs: number): Promise<Round> {
  const cpuFrom = mainThreadCpuMs(server.pid);
  const { samples, seconds } = await measureRoundTrips(server.url, connections, durationMs);
  return { samples, seconds, cpuMs: mainThreadCpuMs(server.pid) - cpuFrom };
}

function combined(rounds: readonly Round[]): RoundTripResult {
  const samples = rounds.flatMap((round) => round.samples);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const cpuMs = rounds.reduce((sum, round) => sum + round.cpuMs, 0);
  return {
    ...summarise(samples),
    perSecond: samples.length / seconds,
    cpuMicrosecondsPerRequest: (cpuMs * 1000) / samples.length,
  };
}

/**
 * Compares the two servers warm (after a discarded warm-up of each) in `rounds` alternating rounds
 * that share `durationMs` per server, so that a burst of other load on the machine hits both alike.
 */
export async function compareRoundTrips(
  echo: Server,
  simulator: Server,
  connections: number,
  durationMs: number,
  rounds: number,
): Promise<RoundTripComparison> {
  const roundMs = durationMs / rounds;
  for (const server of [echo, simulator]) await measureRoundTrips(server.url, connections, roundMs / 2);
  const echoRounds: Round[] = [];
  const simulatorRounds: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    echoRounds.push(await measuredRound(echo, connections, roundMs));
    simulatorRounds.push(await measuredRound(simulator, connections, roundMs));
  }
  const ratios = simulatorRounds.map(
    (round, index) =>
      round.samples.length / round.seconds / (echoRounds[index]!.samples.length / echoRounds[index]!.seconds),
  );
  return { echo: combined(echoRounds), simulator: combined(simulatorRounds), ratio: median(ratios) };
}

/**
 * Closed-loop load: each of `connections` sockets sends one request, waits for its reply, and repeats
 * until `durationMs` has passed. Requests are numbered by req_id, which both servers send back.
 */
async function measureRoundTrips(
  url: string,
  connections: number,
  durationMs: number,
): Promise<{ samples: number[]; seconds: number }> {
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
  return { samples: latencies, seconds: elapsedSeconds };
}
