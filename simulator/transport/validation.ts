import type { ErrorObject } from 'ajv';
import * as requestValidators from '../../schemas/generated/validators/requests.js';
import * as responseValidators from '../../schemas/generated/validators/responses.js';
import type { SchemaValidator } from '../../schemas/generated/validators/requests.js';
import { ApiError } from '../protocol/api-error';
import type { CallName, RequestOf } from '../protocol/calls';
import type { Json, JsonObject } from '../protocol/envelope';

const requests = requestValidators as unknown as Record<CallName, SchemaValidator>;
const responses = responseValidators as unknown as Record<string, SchemaValidator>;

/** Reply types whose schema lives under another call's folder. */
const SCHEMA_OF_REPLY_TYPE: Record<string, string> = {
  tick: 'ticks',
  history: 'ticks_history',
  candles: 'ticks_history',
  ohlc: 'ticks_history',
};

/** The schema folder (the call) of a reply's msg_type: its own name but for the API's exceptions. */
export function schemaOfReplyType(msgType: string): string {
  return SCHEMA_OF_REPLY_TYPE[msgType] ?? msgType;
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const path = error.instancePath.split('/').filter(Boolean);
  return path.join('.') || 'request';
}

function problemOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'Missing property.';
    case 'additionalProperties':
      return `Properties not allowed: ${String(error.params.additionalProperty)}.`;
    case 'enum':
      return `Not in enum list: ${(error.params.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return `Expected ${String(error.params.type)}.`;
    default:
      return `${(error.message ?? 'Invalid value').replace(/^./, (c) => c.toUpperCase())}.`;
  }
}

/**
 * InputValidationFailed with one entry in `details` per offending field, as the platform reports it.
 * Collected in a Map: a field named like an Object.prototype member (constructor, toString, __proto__)
 * is then a field like any other.
 */
export function inputValidationError(errors: ErrorObject[]): ApiError {
  const problems = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (!problems.has(field)) problems.set(field, problemOf(error));
  }
  const message = `Input validation failed: ${[...problems.keys()].join(', ')}`;
  return new ApiError('InputValidationFailed', message, Object.fromEntries(problems));
}

/**
 * A deep copy of parsed JSON, several times faster than structuredClone on a request's few fields. A
 * `__proto__` key stays an own field, as JSON.parse made it, instead of setting the copy's prototype.
 */
function copyJson<T extends Json>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: copyJson(field),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = copyJson(field);
  }
  return copy as T;
}

/**
 * Checks a request against its call's schema. Returns the request as the handler should see it:
 * a copy with numeric strings coerced and defaults filled, as the platform does.
 */
export function validateRequest<C extends CallName>(call: C, request: JsonObject): RequestOf<C> {
  const copy = copyJson(request);
  const validate = requests[call];
  if (!conforms<C>(validate, copy)) throw inputValidationError(validate.errors ?? []);
  return copy;
}

/** A request its call's schema accepts: from here on it has the call's generated type. */
function conforms<C extends CallName>(
  validate: SchemaValidator,
  request: JsonObject,
): request is JsonObject & RequestOf<C> {
  return validate(request);
}

/** Problems of a reply against its schema, or undefined when it is valid. */
export function responseProblems(reply: JsonObject): ErrorObject[] | undefined {
  const msgType = String(reply.msg_type);
  const validate = 'error' in reply ? responses.error_response : responses[schemaOfReplyType(msgType)];
  if (!validate) return [{ keyword: 'msg_type', instancePath: '/msg_type', schemaPath: '', params: { msgType } }];
  return validate(reply) ? undefined : (validate.errors ?? []);
}
