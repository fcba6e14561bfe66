import type { CallMap, CallName } from '../../schemas/generated/types';

export type { CallName };

/** Fields the transport puts on every reply; a handler gives the rest. */
type EnvelopeField = 'echo_req' | 'msg_type' | 'req_id' | 'passthrough' | 'subscription';

/** Omit over each member of a union, not over the union's common fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A call's request once validated against its schema (defaults filled, numeric strings coerced). */
export type RequestOf<C extends CallName> = CallMap[C]['request'];

/** A call's reply fields beyond the envelope, e.g. `{ ping: 'pong' }` for ping. */
export type ResponseOf<C extends CallName> = OmitEach<CallMap[C]['response'], EnvelopeField>;
