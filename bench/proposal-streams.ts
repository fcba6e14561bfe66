import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { mainThreadCpuMs, summarise, type Summary } from './stats';

interface Message {
  msg_type?: string;
  error?: { code: string };
  proposal?: { spot_time: number };
}

export interface ProposalStreamsResult extends Summary {
  /** Ticks whose fan-out was measured. */
  ticks: number;
  /** The slowest fan-out of the warm-up's ticks, in ms (NaN without a warm-up). */
  warmUpMaxMs: number;
  /** The simulator's resident memory with every stream open, in MB. */
  residentMb: number;
  /** CPU time of the simulator's main thread per tick while measuring, in ms: steadier than latency on a busy machine. */
  cpuMsPerTick: number;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/**
 * Subscribes `streams` proposals on one underlying (each a different stake, so none is a duplicate),
 * then for each tick measures the time from the tick (its epoch: the bench world's clock is wall time,
 * and the simulator publishes a tick as its clock passes the epoch) to the last proposal update priced
 * on it arriving here. That covers the simulator's pricing, its writes and this client's reading.
 * The ticks of the first `warmUpMs` after subscribing, which run before V8 has optimised the re-pricing
 * path, are reported apart; the percentiles and the CPU per tick are those of the `durationMs` after.
 */
export async function measureProposalStreams(
  url: string,
  pid: number,
  streams: number,
  { warmUpMs, durationMs }: { warmUpMs: number; durationMs: number },
): Promise<ProposalStreamsResult> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const updatesPerTick = new Map<number, { count: number; lastAt: number }>();
  const record = (epoch: number) => {
    const updates = updatesPerTick.get(epoch);
    if (updates) {
      updates.count += 1;
      updates.lastAt = Date.now();
    } else updatesPerTick.set(epoch, { count: 1, lastAt: Date.now() });
  };
  let subscribed = 0;
  const allSubscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.error) reject(new Error(`${message.msg_type}: ${message.error.code}`));
      if (!message.proposal) return;
      record(message.proposal.spot_time);
      if (subscribed < streams && (subscribed += 1) === streams) resolve();
    });
  });
  for (let index = 0; index < streams; index += 1) {
    socket.send(
      JSON.stringify({
        proposal: 1,
        subscribe: 1,
        amount: 10 + index,
        basis: 'stake',
        contract_type: index % 2 === 0 ? 'CALL' : 'PUT',
        currency: 'USD',
        duration: 5,
        duration_unit: 'm',
        symbol: 'R_100',
      }),
    );
  }
  await allSubscribed;
  const subscribedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  const measuredFrom = Date.now();
  const cpuFrom = mainThreadCpuMs(pid);
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  const cpuMs = mainThreadCpuMs(pid) - cpuFrom;
  const memory = residentMb(pid);
  socket.close();
  const epochsFrom = (from: number, to: number) =>
    [...updatesPerTick].filter(([epoch]) => epoch * 1000 >= from && epoch * 1000 < to);
  const fanOutsFrom = (from: number, to: number) =>
    epochsFrom(from, to)
      .filter(([, { count }]) => count === streams)
      .map(([epoch, { lastAt }]) => lastAt - epoch * 1000);
  const fanOuts = fanOutsFrom(measuredFrom, Number.POSITIVE_INFINITY);
  const warmUp = fanOutsFrom(subscribedAt, measuredFrom);
  const ticksPublished = epochsFrom(measuredFrom, Number.POSITIVE_INFINITY).length;
  return {
    ...summarise(fanOuts),
    ticks: fanOuts.length,
    warmUpMaxMs: warmUp.length > 0 ? Math.max(...warmUp) : Number.NaN,
    residentMb: memory,
    cpuMsPerTick: cpuMs / Math.max(1, ticksPublished),
  };
}
