/**
 * The simulator as `npm run sim` runs it: a child `node --import tsx simulator/main.ts`, so tests see
 * the module resolution of plain Node and not vitest's. Every child is killed when its test file's
 * process exits, whatever happened to the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ControlClient } from '../../simulator/control-client';
import { socketUrlOf } from './socket-url';

/** The repository's root; read when a child starts, since jsdom test files give no file URL. */
const rootFolder = () => resolve(fileURLToPath(new URL('../..', import.meta.url)));
const LISTENING = /^Simulator listening on (http:\/\/\S+) /;
/** tsx compiles the simulator on start, which takes a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface SimulatorProcessOptions {
  /** The world fixture (`--world`); default "default". */
  world?: string;
  seed?: number;
  production?: boolean;
  dataDir?: string;
}

export interface SimulatorProcess {
  readonly port: number;
  /** http://host:port */
  readonly url: string;
  readonly control: ControlClient;
  /** The socket of the default world, or of the world named. */
  socketUrl(appId?: string, worldId?: string): string;
  /** Stops the child as Ctrl+C would and waits for it to exit. */
  close(): Promise<void>;
  /** Kills the child at once (SIGKILL), as a crash would. */
  kill(): void;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function argumentsOf({ world = 'default', seed = 7, production = false, dataDir }: SimulatorProcessOptions): string[] {
  return [
    ...['--import', 'tsx', 'simulator/main.ts', '--port', '0', '--world', world, '--seed', String(seed)],
    ...['--log-level', 'error'],
    ...(production ? ['--production'] : []),
    ...(dataDir ? ['--data-dir', dataDir] : []),
  ];
}

/** The URL the child prints once it listens; rejects when it exits or takes too long first. */
function listeningUrl(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  return new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('the simulator did not start in time')), START_TIMEOUT_MS);
    child.once('exit', (code, signal) =>
      reject(new Error(`the simulator exited (${code ?? signal}) before listening`)),
    );
    lines.on('line', (line) => {
      const match = LISTENING.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolveUrl(match[1]!);
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  running.delete(child);
}

/** Starts a simulator child on a free loopback port; its errors go to this process's stderr. */
export async function startSimulatorProcess(options: SimulatorProcessOptions = {}): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, argumentsOf(options), {
    cwd: rootFolder(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  let url: string;
  try {
    url = await listeningUrl(child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    port: Number(new URL(url).port),
    url,
    control: new ControlClient(url),
    socketUrl: socketUrlOf(url),
    close: () => stop(child),
    kill: () => {
      child.kill('SIGKILL');
      running.delete(child);
    },
  };
}
