import type { ApiError } from '../protocol/api-error';
import type { CallName, RequestOf, ResponseOf } from '../protocol/calls';
import type { UploadBudget } from '../world/upload-budget';
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

/** Who a connection acts for, once `authorize` succeeded. */
export interface Authorization {
  /** The account the calls act for. */
  loginid: string;
  /** Every account the authorized tokens give access to (loginid -> scopes). */
  accounts: Record<string, readonly Scope[]>;
  scopes: readonly Scope[];
  /** Epoch seconds of the successful authorize: where reality_check's session starts. */
  loginTime?: number;
}

/** Where a connection comes from, for the login history. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A file a call announces, to arrive in binary frames on the connection (document_upload). */
export interface UploadAnnouncement {
  callType: number;
  /** Bytes the client said it will send; more is refused at once. */
  expectedBytes: number;
  /** Where the announced bytes are set aside until the upload ends. */
  budget: UploadBudget;
  /** The whole file, after the end frame, and how many frames carried it (the end frame not counted). */
  complete(file: Buffer, chunks: number): void;
  /** Why the upload was abandoned (bad frame, too many bytes). */
  fail(problem: string): void;
}

/** The id for the frame headers, or why the upload cannot start now. */
export type Announced = { id: number } | { refused: string };

/** What a handler sees of its connection (the transport's Session). */
export interface Connection {
  readonly id: string;
  readonly appId: string;
  /** The `l` query parameter, upper-cased; EN when absent or malformed. */
  readonly language: string;
  readonly client: ClientInfo;
  /** Where the world's HTTP pages are served, e.g. http://127.0.0.1:8787/worlds/x (no trailing slash). */
  readonly httpBase: string;
  readonly authorization: Authorization | undefined;
  readonly streams: {
    /** Ends one stream of this connection; false when it has none of that id. */
    forget(id: string): boolean;
    /** Ends every stream of these types; the ids of those ended. */
    forgetTypes(types: readonly StreamType[]): string[];
  };
  readonly uploads: {
    /** Registers an upload, its announced bytes set aside in its budget until it ends. */
    announce(announcement: UploadAnnouncement): Announced;
  };
  authorize(authorization: Authorization): void;
  /** Runs `release` when the current authorization ends: log-out, a new authorize, or the socket closing. */
  whileAuthorized(release: () => void): void;
  /** Forgets the authorization and ends the streams that needed it. */
  logout(): void;
}

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
  session: Connection;
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
  key?(request: RequestOf<C>, session: Connection): string;
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
