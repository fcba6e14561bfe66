import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../log';
import type { WorldRegistry } from '../../world/registry';
import { CONTROL_API, readJsonBody } from './request-body';
import { WorldError } from '../../world/world-error';
import { ControlError, controlErrorOf, type ControlRoute } from './route';

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

class MethodNotAllowed extends ControlError {
  constructor(
    readonly allow: string,
    path: string,
    method: string | undefined,
  ) {
    super(405, 'MethodNotAllowed', `${path} takes ${allow}, not ${method}.`);
  }
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
  /** Refuses, by throwing a ControlError, a request from a client that may not use the API. */
  checkAccess(request: IncomingMessage): void;
  /** Where the control API is mounted; request paths start with it. */
  prefix?: string;
}

/**
 * Answers HTTP requests under the prefix from a table of routes: 200 with the route's JSON, a
 * ControlError's status with `{ error: { code, message } }` (the access check's 401 or 403 first),
 * 404 for an unknown path, 405 for a known path with another method, 415 for a body not sent as
 * JSON, 400 for bad JSON, 500 for a bug. Never throws.
 */
export function createControlRouter({
  routes,
  registry,
  logger,
  checkAccess,
  prefix = '/control',
}: ControlRouterOptions) {
  const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));

  async function answer(request: IncomingMessage, url: URL): Promise<unknown> {
    checkAccess(request);
    const segments = segmentsOf(url.pathname.slice(prefix.length));
    const matching = compiled.flatMap((candidate) => {
      const params = match(candidate, segments);
      return params ? [{ route: candidate.route, params }] : [];
    });
    if (matching.length === 0) throw new ControlError(404, 'NotFound', `No control route ${url.pathname}.`);
    const found = matching.find(({ route }) => route.method === request.method);
    if (!found)
      throw new MethodNotAllowed(matching.map(({ route }) => route.method).join(', '), url.pathname, request.method);
    const body = await readJsonBody(request, CONTROL_API);
    return found.route.handle({ registry, params: found.params, query: url.searchParams, body });
  }

  return async function handleControl(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    try {
      sendJson(response, 200, await answer(request, url));
    } catch (thrown) {
      const error = thrown instanceof WorldError ? controlErrorOf(thrown) : thrown;
      if (error instanceof ControlError) {
        const headers: Record<string, string> = {};
        if (error instanceof MethodNotAllowed) headers.allow = error.allow;
        if (error.status === 401) headers['www-authenticate'] = 'Bearer realm="control"';
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
