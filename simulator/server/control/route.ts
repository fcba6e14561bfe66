import type { WorldRegistry } from '../../world/registry';
import type { World } from '../../world/world';
import type { RefusalKind, WorldError } from '../../world/world-error';

/** A refusal of a control request: answered with `status` and `{ error: { code, message } }`. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

const STATUS_OF_REFUSAL: Record<RefusalKind, number> = { invalid: 400, not_found: 404, conflict: 409 };

/** A world's refusal as the control API answers it. */
export function controlErrorOf(error: WorldError): ControlError {
  return new ControlError(STATUS_OF_REFUSAL[error.kind], error.code, error.message);
}

/** What a control route is given: the path's `:params`, the query string and the parsed JSON body. */
export interface ControlRequest {
  registry: WorldRegistry;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The parsed JSON body; `{}` when the request had none. */
  body: unknown;
}

export type ControlMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the control API; `path` is under `/control`, with `:name` segments as params. */
export interface ControlRoute {
  method: ControlMethod;
  path: string;
  /** Returns the reply's JSON body (answered with 200), or throws a ControlError. */
  handle(request: ControlRequest): unknown;
}

/** A `:name` param of the route's path (the router fills every param its path names). */
export function paramOf(request: ControlRequest, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw new Error(`this route's path has no :${name}`);
  return value;
}

/** The world a `/worlds/:world/...` route is about; 404 `WorldNotFound` if there is none. */
export function worldOf(request: ControlRequest): World {
  return request.registry.get(paramOf(request, 'world'));
}
