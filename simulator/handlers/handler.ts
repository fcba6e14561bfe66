import type { ApiError } from '../protocol/api-error';
import type { CallName, RequestOf, ResponseOf } from '../protocol/calls';
import type { Session } from '../transport/session';
import type { World } from '../world/world';

/** What a token may do; a call names the scopes that allow it (any one of them). */
export type Scope = 'read' | 'trade' | 'payments' | 'admin' | 'trading_information';

/** The stream types forget_all takes (schemas/forget_all/send.json). */
export type StreamType =
  | 'balance'
  | 'candles'
  /** Not a forget_all type: exchange-rate streams end by forget. */
  | 'exchange_rates'
  | 'proposal'
  | 'proposal_array'
  | 'proposal_open_contract'
  | 'ticks'
  | 'transaction'
  | 'website_status';

/** The server side of one stream: later updates of a request that asked for `subscribe: 1`. */
export interface StreamSink<C extends CallName = CallName> {
  /** The stream's subscription id (a UUID), also sent in the first reply. */
  readonly id: string;
  /** Sends one update, with the request's envelope and the subscription id; `msgType` defaults to the call's. */
  push(body: ResponseOf<C>, msgType?: string): void;
  /**
   * The same with the body already serialised (the text of a JSON object, no envelope fields in it),
   * spliced into the reply as it is: for updates sent by the thousand, whose parts are serialised once.
   */
  pushSerialised(body: string, msgType?: string): void;
  /** Sends an error update, as when the request would now be refused (the market closed). */
  pushError(error: ApiError): void;
  /** Ends the stream from the server side (e.g. a settled contract); runs the cleanups. */
  end(): void;
  /** Runs `cleanup` once when the stream ends for any reason: forget, forget_all, logout, socket close, end(). */
  onEnd(cleanup: () => void): void;
}

export interface CallContext<C extends CallName> {
  world: World;
  /** The validated request: defaults filled, numeric strings coerced. */
  request: RequestOf<C>;
  /** The connection: its authorization, language and streams. */
  session: Session;
  /** Present when the request asked for a stream (or the call always streams). */
  stream?: StreamSink<C>;
  /**
   * Sends a later reply to this request (same envelope and msg_type), after the first: reply fields,
   * or an ApiError for an error reply. document_upload answers this way when the file has arrived.
   */
  followUp(result: ResponseOf<C> | ApiError): void;
}

export interface StreamSpec<C extends CallName> {
  /** What forget_all calls it. */
  type: StreamType;
  /** The type when it depends on the request (ticks_history: ticks or candles). */
  typeOf?(request: RequestOf<C>): StreamType;
  /** ticks stream without `subscribe: 1`. */
  alwaysStreams?: boolean;
  /** What makes two requests the same stream (AlreadySubscribed); default: the request without envelope fields. */
  key?(request: RequestOf<C>, session: Session): string;
  /** Splits one request into several streams, each answered on its own (ticks given a list of symbols). */
  split?(request: RequestOf<C>): RequestOf<C>[];
  /** The words after "You are already subscribed to " (default: the call name). */
  describe?(request: RequestOf<C>): string;
}

/**
 * The handler of call C. Its functions are methods, so that a table's handlers, each of its own call,
 * are also handlers of CallName as the transport runs them: on a request already checked against C's schema.
 */
export interface CallHandler<C extends CallName> {
  /** The token scopes that allow this call (any one). Omitted: no log-in needed. */
  scopes?: readonly Scope[];
  /** Present when the call can stream. */
  stream?: StreamSpec<C>;
  /** The reply's fields beyond the envelope, e.g. `{ ping: 'pong' }`; throw an ApiError to refuse. */
  handle(context: CallContext<C>): ResponseOf<C> | Promise<ResponseOf<C>>;
}

export type HandlerTable = { [C in CallName]?: CallHandler<C> };
