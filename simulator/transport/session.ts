import type { Scope } from '../handlers/handler';
import { StreamRegistry } from './streams';

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

export interface SessionOptions {
  id: string;
  appId: string;
  /** The `l` query parameter, upper-cased; EN when absent or malformed. */
  language: string;
  /** Closes the socket, e.g. 1008 after a ping flood. */
  close: (code: number, reason: string) => void;
}

/** The state of one client connection. */
export class Session {
  readonly id: string;
  readonly appId: string;
  readonly language: string;
  readonly streams = new StreamRegistry();
  private authorization_: Authorization | undefined;
  private readonly closeSocket: SessionOptions['close'];

  constructor(options: SessionOptions) {
    this.id = options.id;
    this.appId = options.appId;
    this.language = options.language;
    this.closeSocket = options.close;
  }

  get authorization(): Authorization | undefined {
    return this.authorization_;
  }

  authorize(authorization: Authorization): void {
    this.authorization_ = authorization;
  }

  /** Forgets the authorization and ends the streams that needed it. */
  logout(): void {
    this.authorization_ = undefined;
    this.streams.endWhere((stream) => stream.needsAuth);
  }

  close(code: number, reason: string): void {
    this.streams.endAll();
    this.closeSocket(code, reason);
  }
}
