import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger as createViteLogger, preview, type PreviewServer } from 'vite';
import { ControlClient } from '../simulator/control-client';
import { createLogger } from '../simulator/log';
import { startSimulator, type RunningSimulator } from '../simulator/server/http-server';
import { DEFAULT_WORLD_ID, WorldRegistry } from '../simulator/world/registry';
import { loginCallbackOf, LOOPBACK_APP_ID } from './app-callback';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The simulator and the built app in front of it, both on free loopback ports. */
export interface Stack {
  simulator: RunningSimulator;
  /** Where the app is served, e.g. http://127.0.0.1:41234 */
  appUrl: string;
  /** Registers the app's log-in callback in a world, so its log-in page redirects back to this app. */
  registerApp(world: string): Promise<void>;
  close(): Promise<void>;
}

/** Vite's log, less the resets it reports when a page closes its socket at the end of a scenario. */
function quietProxyLogger() {
  const logger = createViteLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (!/ws proxy (socket )?error/.test(message)) error(message, options);
  };
  return logger;
}

async function serveApp(simulatorUrl: string): Promise<PreviewServer> {
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    throw new Error('The app is not built: run "npm run build" first.');
  }
  process.env.SIMULATOR_URL = simulatorUrl;
  return preview({
    root: ROOT,
    customLogger: quietProxyLogger(),
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
}

export async function startStack(): Promise<Stack> {
  const registry = new WorldRegistry({ fixture: 'default', seed: 1 });
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    registry,
    logger: createLogger(process.env.SIM_LOG_LEVEL === 'debug' ? 'debug' : 'error'),
    production: false,
    // Runs the scenarios against a control API that asks for a token, as beyond loopback.
    controlToken: process.env.SIM_CONTROL_TOKEN || undefined,
  });
  const app = await serveApp(simulator.url);
  const appUrl = app.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!appUrl) throw new Error('the app server did not report its address');
  const control = new ControlClient(simulator.url);
  const registerApp = async (world: string) => {
    await control.registerApp(world, LOOPBACK_APP_ID, loginCallbackOf(appUrl));
  };
  await registerApp(DEFAULT_WORLD_ID);
  return {
    simulator,
    appUrl,
    registerApp,
    close: async () => {
      await app.close();
      await simulator.close();
    },
  };
}
