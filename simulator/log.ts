/** The simulator's log: one line per event on stderr, filtered by level. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

/** A log line's detail as JSON; a detail that cannot be serialised must not make logging throw. */
function serialised(detail: unknown): string {
  try {
    return JSON.stringify(detail);
  } catch (error) {
    return `<detail not shown: ${error instanceof Error ? error.message : 'it cannot be serialised'}>`;
  }
}

/** An exception as the log shows it: its stack, never the request or reply it came from. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return String(error);
  } catch {
    return typeof error;
  }
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, detail?: unknown): void => {
      if (LOG_LEVELS.indexOf(name) > threshold) return;
      const suffix = detail === undefined ? '' : ` ${serialised(detail)}`;
      write(`[sim] ${name}: ${message}${suffix}\n`);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
