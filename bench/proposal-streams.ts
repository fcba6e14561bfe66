import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { summarise, type Summary } from './stats';

interface Message {
  msg_type?: string;
  error?: { code: string };
  tick?: { epoch: number };
  proposal?: { spot_time: number };
}

export interface ProposalStreamsResult extends Summary {
  /** Ticks whose fan-out was measured. */
  ticks: number;
  /** The simulator's resident memory with every stream open, in MB. */
  residentMb: number;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/**
 * Subscribes `streams` proposals on one underlying (each a different stake, so none is a duplicate) and
 * the underlying's ticks on the same socket, then for each tick measures the time from the first
 * message about it (the tick, or the first proposal priced on it) to the last proposal update priced on it.
 */
export async function measureProposalStreams(
  url: string,
  pid: number,
  streams: number,
  durationMs: number,
): Promise<ProposalStreamsResult> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const firstSeen = new Map<number, number>();
  const updatesPerTick = new Map<number, { count: number; lastAt: number }>();
  const seen = (epoch: number, at: number) => {
    if (!firstSeen.has(epoch)) firstSeen.set(epoch, at);
  };
  let subscribed = 0;
  const allSubscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const now = performance.now();
      const message = JSON.parse(data.toString()) as Message;
      if (message.error) reject(new Error(`${message.msg_type}: ${message.error.code}`));
      if (message.tick) seen(message.tick.epoch, now);
      if (message.proposal) {
        const epoch = message.proposal.spot_time;
        seen(epoch, now);
        const updates = updatesPerTick.get(epoch) ?? { count: 0, lastAt: now };
        updatesPerTick.set(epoch, { count: updates.count + 1, lastAt: now });
        if (subscribed < streams && (subscribed += 1) === streams) resolve();
      }
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
  socket.send(JSON.stringify({ ticks: 'R_100', subscribe: 1 }));
  const measuredFrom = performance.now();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  const memory = residentMb(pid);
  socket.close();
  const fanOuts = [...firstSeen]
    .filter(([epoch, at]) => at >= measuredFrom && updatesPerTick.get(epoch)?.count === streams)
    .map(([epoch, at]) => updatesPerTick.get(epoch)!.lastAt - at);
  return { ...summarise(fanOuts), ticks: fanOuts.length, residentMb: memory };
}
