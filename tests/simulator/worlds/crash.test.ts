/**
 * Kills the simulator (SIGKILL) in the middle of a burst of control-API changes, restarts it on the same
 * data dir and checks that every change acknowledged before the kill is there. Each lane sends its
 * changes one after another, so after the restart a lane's world must be in the state after its last
 * acknowledged change, or after the one that was in flight when the process died.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControlClient } from '../../../simulator/control-client';
import type { WorldSummary } from '../../../simulator/server/control/types';
import { HIGHER_5_MINUTES } from '../../support/proposal-cases';
import { TestSocket } from '../../support/simulator';
import { startSimulatorProcess, type SimulatorProcess } from '../../support/simulator-process';
import { tokenOf } from '../accounts/support';

const BASE_EPOCH = Date.UTC(2030, 0, 1) / 1000;
/** Acknowledged changes after which the process is killed, with every lane still sending. */
const KILL_AFTER = 150;

const children: SimulatorProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startProcess(dataDir: string): Promise<SimulatorProcess> {
  const child = await startSimulatorProcess({ dataDir });
  children.push(child);
  return child;
}

/** A sequence of changes sent one after another, and what the restored worlds must look like. */
interface Lane {
  /** Worlds this lane looks at after the restart. */
  worlds(): string[];
  /** Sends change number `step`. */
  send(control: ControlClient, step: number): Promise<unknown>;
  /** Whether the restored worlds are the state after exactly `done` changes. */
  matches(restored: Map<string, Restored>, done: number): boolean;
}

interface Restored {
  summary: WorldSummary;
  /** The balance of ACCOUNT. */
  balance: number;
}

const ACCOUNT = 'CR90000001';
/** ACCOUNT's balance in the default fixture. */
const OPENING_BALANCE = 1523.47;
const CHANGES_PER_WORLD = 5;

/**
 * Every change leaves its own mark, so losing any one of them shows: world after world, the lane
 * creates it, sets its site message, freezes its clock, sets its time and sets a balance.
 */
function worldsLane(name: string, capacity: number): Lane {
  const worldId = (index: number) => `${name}-${index}`;
  return {
    worlds: () => Array.from({ length: capacity }, (_, index) => worldId(index)),
    send: (control, step) => {
      const index = Math.floor(step / CHANGES_PER_WORLD);
      const id = worldId(index);
      switch (step % CHANGES_PER_WORLD) {
        case 0:
          return control.createWorld({ id });
        case 1:
          return control.setSite(id, { status: 'down', message: `m${index}` });
        case 2:
          return control.freezeClock(id);
        case 3:
          return control.setClock(id, BASE_EPOCH + index);
        default:
          return control.patchAccount(id, ACCOUNT, { balance: `${index}.25` });
      }
    },
    matches: (restored, done) =>
      Array.from({ length: capacity }, (_, index) => index).every((index) => {
        const world = restored.get(worldId(index));
        const applied = (change: number) => index * CHANGES_PER_WORLD + change < done;
        if (!applied(0)) return world === undefined;
        return (
          world !== undefined &&
          world.summary.site.message === (applied(1) ? `m${index}` : undefined) &&
          world.summary.clock.frozen === applied(2) &&
          (!applied(3) || world.summary.clock.epoch === BASE_EPOCH + index) &&
          world.balance === (applied(4) ? index + 0.25 : OPENING_BALANCE)
        );
      }),
  };
}

/** Creates a world, then alternates a site message and a reset of the world. */
function resetLane(world: string): Lane {
  return {
    worlds: () => [world],
    send: (control, step) => {
      if (step === 0) return control.createWorld({ id: world });
      if (step % 2 === 1) return control.setSite(world, { status: 'down', message: `m${step}` });
      return control.resetWorld(world);
    },
    matches: (restored, done) => {
      const summary = restored.get(world)?.summary;
      if (done === 0) return summary === undefined;
      const last = done - 1;
      const message = last % 2 === 1 ? `m${last}` : undefined;
      return summary !== undefined && summary.site.message === message;
    },
  };
}

/** Site messages on the default world, which exists from the start. */
function defaultWorldLane(): Lane {
  return {
    worlds: () => ['default'],
    send: (control, step) => control.setSite('default', { status: 'updating', message: `d${step}` }),
    matches: (restored, done) =>
      restored.get('default')?.summary.site.message === (done === 0 ? undefined : `d${done - 1}`),
  };
}

async function restoredWorlds(control: ControlClient): Promise<Map<string, Restored>> {
  const worlds = await control.listWorlds();
  const balances = await Promise.all(worlds.map((world) => control.getAccount(world.id, ACCOUNT)));
  return new Map(worlds.map((summary, index) => [summary.id, { summary, balance: balances[index]!.balance }]));
}

describe('a simulator killed during a burst of changes', () => {
  it('restarts with every acknowledged change', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-'));
    dirs.push(dataDir);
    const lanes = [
      ...Array.from({ length: 4 }, (_, index) => worldsLane(`lane${index}`, KILL_AFTER / CHANGES_PER_WORLD + 1)),
      ...Array.from({ length: 2 }, (_, index) => resetLane(`reset-${index}`)),
      defaultWorldLane(),
    ];
    const first = await startProcess(dataDir);
    const done = lanes.map(() => 0);
    let acknowledged = 0;
    let killed = false;

    await Promise.all(
      lanes.map(async (lane, index) => {
        for (;;) {
          try {
            await lane.send(first.control, done[index]!);
          } catch {
            return; // The process is gone: this change was never acknowledged.
          }
          if (killed) return; // Acknowledged after the kill was sent: it may or may not be kept.
          done[index]! += 1;
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) {
            killed = true;
            first.kill();
          }
        }
      }),
    );
    expect(killed).toBe(true);

    const second = await startProcess(dataDir);
    const restored = await restoredWorlds(second.control);
    const lost = lanes.flatMap((lane, index) => {
      const acknowledged = done[index]!;
      // The change in flight at the kill may or may not have been kept; nothing acknowledged may be lost.
      if (lane.matches(restored, acknowledged) || lane.matches(restored, acknowledged + 1)) return [];
      return [{ acknowledged, restored: lane.worlds().flatMap((id) => restored.get(id) ?? []) }];
    });
    expect(lost).toEqual([]);

    // The restarted process goes on keeping changes.
    await second.control.setSite('default', { status: 'up', message: 'after restart' });
    expect((await second.control.getWorld('default')).site.message).toBe('after restart');
  });
});

/** Buys a one-minute rise/fall, lets its entry tick come, sells it back; again and again. */
interface TradingLane {
  loginid: string;
  bought: number[];
  sold: number[];
}

const TRADE_START = Date.UTC(2030, 0, 7, 12) / 1000;
const TRADES_BEFORE_KILL = 12;

/** The reply, or undefined when the socket closed first (the process died). */
function callOrClosed(
  socket: TestSocket,
  request: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  return Promise.race([socket.call(request), socket.closed.then(() => undefined)]);
}

async function trade(running: SimulatorProcess, lane: TradingLane, stop: () => boolean): Promise<void> {
  const socket = await TestSocket.open(running.socketUrl());
  await socket.call({ authorize: tokenOf(lane.loginid) });
  const parameters = { ...HIGHER_5_MINUTES, basis: 'stake' };
  try {
    while (!stop()) {
      const bought = await callOrClosed(socket, { buy: 1, price: 10, parameters });
      if (!bought?.buy) return; // the process is gone
      lane.bought.push((bought.buy as { contract_id: number }).contract_id);
      await running.control.advanceClock('default', 4_000);
      const contractId = lane.bought.at(-1)!;
      const sold = await callOrClosed(socket, { sell: contractId, price: 0 });
      if (!sold?.sell) return;
      lane.sold.push(contractId);
    }
  } catch {
    // The process was killed mid-call: that call was never acknowledged.
  } finally {
    socket.close();
  }
}

async function restoredTrades(
  running: SimulatorProcess,
  loginid: string,
): Promise<{ bought: Set<number>; sold: Set<number> }> {
  const socket = await TestSocket.open(running.socketUrl());
  await socket.call({ authorize: tokenOf(loginid) });
  const reply = await socket.call({ statement: 1, limit: 999 });
  socket.close();
  const rows = (reply.statement as { transactions: { action_type: string; contract_id?: number }[] }).transactions;
  const ids = (action: string) =>
    new Set(rows.filter((row) => row.action_type === action).map((row) => row.contract_id!));
  return { bought: ids('buy'), sold: ids('sell') };
}

describe('a simulator killed while clients trade', () => {
  it('restarts with every acknowledged purchase and sale', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-trade-'));
    dirs.push(dataDir);
    const first = await startProcess(dataDir);
    await first.control.setClock('default', TRADE_START);
    await first.control.freezeClock('default');
    const lanes: TradingLane[] = ['CR90000001', 'VRTC90000001', 'VRTC90000002'].map((loginid) => ({
      loginid,
      bought: [],
      sold: [],
    }));
    let killed = false;
    const acknowledged = () => lanes.reduce((sum, lane) => sum + lane.bought.length + lane.sold.length, 0);
    const stop = () => {
      if (!killed && acknowledged() >= TRADES_BEFORE_KILL * 2) {
        killed = true;
        first.kill();
      }
      return killed;
    };
    await Promise.all(lanes.map((lane) => trade(first, lane, stop)));
    expect(killed).toBe(true);

    const second = await startProcess(dataDir);
    for (const lane of lanes) {
      const restored = await restoredTrades(second, lane.loginid);
      expect(lane.bought.filter((id) => !restored.bought.has(id))).toEqual([]);
      expect(lane.sold.filter((id) => !restored.sold.has(id))).toEqual([]);
      // Nothing restored was sold without being bought.
      expect([...restored.sold].filter((id) => !restored.bought.has(id))).toEqual([]);
    }
  });
});
