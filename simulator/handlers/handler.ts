import type { CallName } from '../../schemas/generated/types';
import type { JsonObject } from '../transport/envelope';
import type { World } from '../world/world';

export interface CallContext {
  world: World;
  /** The validated request: defaults filled, numeric strings coerced. */
  request: JsonObject;
}

export interface CallHandler {
  /** The reply's fields beyond the envelope, e.g. `{ ping: 'pong' }`; throw an ApiError to refuse. */
  handle(context: CallContext): JsonObject | Promise<JsonObject>;
}

export type HandlerTable = Partial<Record<CallName, CallHandler>>;
