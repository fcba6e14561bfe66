import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The lines of the simulator's stderr kept for the report. */
const KEPT_LOG_LINES = 5;

export interface SimulatorProcess {
  child: ChildProcess;
  socketUrl: string;
  /** Error lines the simulator logged so far (its stderr), and the last few of them. */
  log: { lines: number; last: string[] };
  /** How the process ended, once it has: an exit code or a signal. */
  exit: string | undefined;
  /** Resident set size in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kilobytes) return Number(kilobytes) * 1024;
  } catch {
    // Not Linux: ask ps.
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

/** Starts the simulator as `npm run sim` does, on a free port, and waits for its listening line. */
export async function startSimulatorProcess(args: string[]): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts', '--port', '0', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { lines: 0, last: [] as string[] };
  createInterface({ input: child.stderr! }).on('line', (line) => {
    log.lines += 1;
    log.last = [...log.last.slice(1 - KEPT_LOG_LINES), line.slice(0, 300)];
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`the simulator exited (${code ?? signal}) before listening`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^Simulator listening on (http:\/\/\S+) /.exec(line);
      if (match) resolveUrl(match[1]!);
    });
  });
  child.removeAllListeners('exit');
  const running: SimulatorProcess = {
    child,
    socketUrl: `${url.replace(/^http/, 'ws')}/websockets/v3?app_id=1&l=EN`,
    log,
    exit: undefined,
    rss: () => rssOf(child.pid!),
    stop: () =>
      new Promise((done) => {
        if (running.exit !== undefined) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
  child.once('exit', (code, signal) => (running.exit = signal ?? `exit code ${code}`));
  return running;
}
