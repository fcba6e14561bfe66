/**
 * `npm start`: the simulator and the app together, for working offline.
 *   npm start -- [--sim-port 8787] [--sim-host 127.0.0.1] [--control-token <token>] [--app-port 5173]
 *                [--seed 1] [--world default] [--data-dir .data]
 * The simulator keeps its worlds in the data dir, so a restart finds them as they were; `--data-dir ''`
 * keeps them in memory only. Beyond loopback its control API asks for a token (printed at start).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { loginCallbackOf, LOOPBACK_APP_ID } from '../e2e/app-callback';
import { ControlClient } from '../simulator/control-client';
import { isLoopbackHost } from '../simulator/server/control/access';
import { loadWorldFixture } from '../simulator/world/fixture';
import { DEFAULT_WORLD_ID } from '../simulator/world/registry';
import { demoLoginLines } from './start/demo-logins';

const { values } = parseArgs({
  options: {
    'sim-port': { type: 'string', default: '8787' },
    'sim-host': { type: 'string', default: '127.0.0.1' },
    'control-token': { type: 'string' },
    'app-port': { type: 'string', default: '5173' },
    seed: { type: 'string', default: '1' },
    world: { type: 'string', default: 'default' },
    'data-dir': { type: 'string', default: '.data' },
  },
});
const fixture = loadWorldFixture(values.world);
// Beyond loopback the control API wants a token; one made here is both given to the simulator and used below.
const controlToken =
  values['control-token'] || (isLoopbackHost(values['sim-host']) ? undefined : randomBytes(24).toString('hex'));

const simulatorArgs = [
  'simulator/main.ts',
  '--port',
  values['sim-port'],
  '--host',
  values['sim-host'],
  ...(controlToken ? ['--control-token', controlToken] : []),
  '--seed',
  values.seed,
  '--world',
  values.world,
  ...(values['data-dir'] ? ['--data-dir', values['data-dir']] : []),
];
const simulator = spawn(process.execPath, ['--import', 'tsx', ...simulatorArgs], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
simulator.stdout.pipe(process.stdout);
await Promise.race([
  once(simulator.stdout, 'data'),
  once(simulator, 'exit').then(() => {
    throw new Error('the simulator did not start');
  }),
]);

// The app's server reaches the simulator on loopback, unless it listens on one address only.
const simulatorHost = ['0.0.0.0', '::'].includes(values['sim-host']) ? '127.0.0.1' : values['sim-host'];
process.env.SIMULATOR_URL = `http://${simulatorHost.includes(':') ? `[${simulatorHost}]` : simulatorHost}:${values['sim-port']}`;
const app = await createServer({ server: { port: Number(values['app-port']), strictPort: true } });
await app.listen();
const appUrl = `http://localhost:${values['app-port']}`;
// The simulator's log-in page sends the tokens only to the app's registered callback.
await new ControlClient(process.env.SIMULATOR_URL, { token: controlToken }).registerApp(
  DEFAULT_WORLD_ID,
  LOOPBACK_APP_ID,
  loginCallbackOf(appUrl),
);

console.log(`\nApp:       ${appUrl}/en/trading.html`);
const tokenNote = controlToken ? `, token ${controlToken}` : '';
console.log(`Simulator: ${process.env.SIMULATOR_URL} (socket at /websockets/v3, control API at /control${tokenNote})`);
console.log(`\nDemo log-ins (world "${values.world}"; "Log in" in the app opens the simulator's log-in page):`);
for (const line of demoLoginLines(fixture)) console.log(line);
console.log('Press Ctrl+C to stop both.');

const stop = async () => {
  simulator.kill('SIGTERM');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
