import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, createLogger as createViteLogger, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { ControlClient } from '../simulator/control-client';
import { createLogger } from '../simulator/log';
import { startSimulator, type RunningSimulator } from '../simulator/server/http-server';
import { DEFAULT_WORLD_ID, WorldRegistry } from '../simulator/world/registry';
import { loginCallbackOf, LOOPBACK_APP_ID } from './app-callback';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * What serves the app: the built app (`vite preview`, with the built app's security headers) or the
 * Vite dev server as `npm start` runs it (React's development build, so StrictMode runs each effect,
 * cleanup and effect again); `APP_SERVER=dev` picks the dev server.
 */
export type AppServer = 'preview' | 'dev';

export function appServerOf(env: NodeJS.ProcessEnv): AppServer {
  const server = env.APP_SERVER ?? 'preview';
  if (server !== 'preview' && server !== 'dev') {
    throw new Error(`APP_SERVER is "${server}": it is "preview" (the built app, the default) or "dev"`);
  }
  return server;
}

/** The simulator and the app in front of it, both on free loopback ports. */
export interface Stack {
  simulator: RunningSimulator;
  /** Which server serves the app. */
  appServer: AppServer;
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

interface AppServerHandle {
  resolvedUrls: PreviewServer['resolvedUrls'];
  close(): Promise<void>;
}

/** Serves the built app; vite.config.ts forwards the simulator's paths to SIMULATOR_URL. */
async function previewApp(): Promise<AppServerHandle> {
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    throw new Error('The app is not built: run "npm run build" first.');
  }
  return preview({
    root: ROOT,
    customLogger: quietProxyLogger(),
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
}

/**
 * Serves the sources with the Vite dev server, forwarding as the preview does (the same `server.proxy`
 * of vite.config.ts). Its dependency cache is its own, so runs side by side do not share one.
 */
async function devServeApp(): Promise<AppServerHandle> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'app-dev-server-'));
  const server: ViteDevServer = await createServer({
    root: ROOT,
    cacheDir,
    customLogger: quietProxyLogger(),
    server: { host: '127.0.0.1', port: 0, strictPort: false, open: false, watch: null },
  });
  await server.listen();
  return {
    resolvedUrls: server.resolvedUrls,
    close: async () => {
      await server.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

export async function startStack(): Promise<Stack> {
  const appServer = appServerOf(process.env);
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
  process.env.SIMULATOR_URL = simulator.url;
  const app = appServer === 'dev' ? await devServeApp() : await previewApp();
  const appUrl = app.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!appUrl) throw new Error('the app server did not report its address');
  const control = new ControlClient(simulator.url);
  const registerApp = async (world: string) => {
    await control.registerApp(world, LOOPBACK_APP_ID, loginCallbackOf(appUrl));
  };
  await registerApp(DEFAULT_WORLD_ID);
  return {
    simulator,
    appServer,
    appUrl,
    registerApp,
    close: async () => {
      await app.close();
      await simulator.close();
    },
  };
}
