import { parseArgs } from 'node:util';
import { createLogger, LOG_LEVELS, type LogLevel } from './log';
import { startSimulator } from './server/http-server';
import { loadWorldFixture } from './world/fixture';
import { World } from './world/world';

const USAGE = `Usage: npm run sim -- [--port 8787] [--host 127.0.0.1] [--seed 1] [--world default] [--log-level info] [--production]`;

class UsageError extends Error {}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      world: { type: 'string', default: 'default' },
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
  return { port, seed, logLevel, host: values.host, worldName: values.world, production: values.production };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const logger = createLogger(options.logLevel);
  const world = new World({ id: 'default', seed: options.seed, fixture: loadWorldFixture(options.worldName) });
  const simulator = await startSimulator({ ...options, world, logger });
  console.log(`Simulator listening on ${simulator.url} (world ${options.worldName}, seed ${options.seed})`);

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
