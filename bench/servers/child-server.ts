import { spawn, type ChildProcess } from 'node:child_process';

/** A server in its own process (so the load generator does not share its event loop), and its port. */
export interface ChildServer {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script> ...args` and waits for the first "listening on <port>" it prints. */
export function startChildServer(script: string, args: string[] = []): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening: ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on (?:http:\/\/[\d.]+:)?(\d+)/.exec(output)?.[1];
      if (!port) return;
      child.removeAllListeners('exit');
      resolve({
        port: Number(port),
        process: child,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
