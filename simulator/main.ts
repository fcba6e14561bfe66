import { parseArgs } from 'node:util';
import { createLogger, describeError, LOG_LEVELS, type Logger, type LogLevel } from './log';
import { startSimulator } from './server/http-server';
import { WorldRegistry } from './world/registry';

const USAGE = `Usage: npm run sim -- [--port 8787] [--host 127.0.0.1] [--control-token <token>] [--seed 1] [--world default] [--data-dir <dir>] [--log-level info] [--production]`;

class UsageError extends Error {}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'control-token': { type: 'string' },
      seed: { type: 'string', default: '1' },
      world: { type: 'string', default: 'default' },
      'data-dir': { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
      production: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  const seed = Number(values.seed);
  const logLevel = values['log-level'] as LogLevel;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535, got ${values.port}`);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be an integer, got ${values.seed}`);
  if (!LOG_LEVELS.includes(logLevel)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const controlToken = values['control-token'];
  if (controlToken !== undefined && !/^[\x21-\x7e]+$/.test(controlToken))
    throw new UsageError('--control-token must be printable ASCII without spaces');
  return {
    port,
    seed,
    logLevel,
    host: values.host,
    controlToken,
    worldName: values.world,
    dataDir: values['data-dir'],
    production: values.production,
  };
}

/**
 * The process-level safety net: the dispatcher answers its own failures, so whatever reaches here
 * escaped a timer or a callback. It is logged (the stack only, never a request) and the process keeps
 * serving the other connections and worlds.
 */
function keepServingOnEscapedErrors(logger: Logger): void {
  process.on('uncaughtException', (error) => logger.error('uncaught exception', describeError(error)));
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', describeError(reason)));
}

async function main(): Promise<void> {
  const options = parseOptions();
  const logger = createLogger(options.logLevel);
  keepServingOnEscapedErrors(logger);
  const registry = new WorldRegistry({ fixture: options.worldName, seed: options.seed, dataDir: options.dataDir });
  const simulator = await startSimulator({ ...options, registry, logger });
  const kept = options.dataDir ? `, data dir ${options.dataDir}` : '';
  console.log(`Simulator listening on ${simulator.url} (world ${options.worldName}, seed ${options.seed}${kept})`);
  if (simulator.controlToken !== undefined) {
    const token = options.controlToken === undefined ? simulator.controlToken : 'as given with --control-token';
    console.log(`Control API token: ${token} (send it as "Authorization: Bearer <token>")`);
  }

  const stop = () => {
    void simulator.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`simulator: ${(error as Error).message}${usage ? `\n${USAGE}` : ''}`);
  process.exit(1);
});
