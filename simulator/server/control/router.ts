import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../log';
import type { WorldRegistry } from '../../world/registry';
import { ControlError, type ControlRoute } from './route';

/** Control requests carry small JSON bodies; anything larger is refused with 413. */
export const MAX_CONTROL_BODY_BYTES = 256 * 1024;

interface CompiledRoute {
  route: ControlRoute;
  segments: string[];
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ControlError(400, 'BadPath', `"${segment}" is not a valid path segment.`);
  }
}

/** The `:params` of a path if it has the route's shape. */
function match(compiled: CompiledRoute, segments: string[]): Record<string, string> | undefined {
  if (compiled.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of compiled.segments.entries()) {
    const actual = segments[index]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeSegment(actual);
    else if (expected !== actual) return undefined;
  }
  return params;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_CONTROL_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ControlError(400, 'InvalidJson', 'The body is not valid JSON.'));
      }
    });
  });
}

class MethodNotAllowed extends ControlError {
  constructor(
    readonly allow: string,
    path: string,
    method: string | undefined,
  ) {
    super(405, 'MethodNotAllowed', `${path} takes ${allow}, not ${method}.`);
  }
}

function tooLarge(): ControlError {
  return new ControlError(413, 'BodyTooLarge', `A control request body is at most ${MAX_CONTROL_BODY_BYTES} bytes.`);
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

export interface ControlRouterOptions {
  routes: readonly ControlRoute[];
  registry: WorldRegistry;
  logger: Logger;
  /** Where the control API is mounted; request paths start with it. */
  prefix?: string;
}

/**
 * Answers HTTP requests under the prefix from a table of routes: 200 with the route's JSON, a
 * ControlError's status with `{ error: { code, message } }`, 400 for bad JSON, 404 for an unknown
 * path, 405 for a known path with another method, 500 for a bug. Never throws.
 */
export function createControlRouter({ routes, registry, logger, prefix = '/control' }: ControlRouterOptions) {
  const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));

  async function answer(request: IncomingMessage, url: URL): Promise<unknown> {
    const segments = segmentsOf(url.pathname.slice(prefix.length));
    const matching = compiled.flatMap((candidate) => {
      const params = match(candidate, segments);
      return params ? [{ route: candidate.route, params }] : [];
    });
    if (matching.length === 0) throw new ControlError(404, 'NotFound', `No control route ${url.pathname}.`);
    const found = matching.find(({ route }) => route.method === request.method);
    if (!found)
      throw new MethodNotAllowed(matching.map(({ route }) => route.method).join(', '), url.pathname, request.method);
    const body = await readBody(request);
    return found.route.handle({ registry, params: found.params, query: url.searchParams, body });
  }

  return async function handleControl(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    try {
      sendJson(response, 200, await answer(request, url));
    } catch (error) {
      if (error instanceof ControlError) {
        const headers: Record<string, string> = {};
        if (error instanceof MethodNotAllowed) headers.allow = error.allow;
        // The rest of an oversized body is not read, so the connection cannot be reused.
        if (error.status === 413) headers.connection = 'close';
        sendJson(response, error.status, { error: { code: error.code, message: error.message } }, headers);
        return;
      }
      logger.error(`control ${request.method} ${url.pathname} failed`, String((error as Error)?.stack ?? error));
      sendJson(response, 500, { error: { code: 'InternalError', message: 'The simulator failed to do this.' } });
    }
  };
}
