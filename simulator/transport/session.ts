import type { Authorization, ClientInfo, Connection } from '../handlers/handler';
import { StreamRegistry } from './streams';
import { UploadRegistry } from './uploads';

export interface SessionOptions {
  id: string;
  appId: string;
  /** The `l` query parameter, upper-cased; EN when absent or malformed. */
  language: string;
  /** Where the world's HTTP pages are served, e.g. http://127.0.0.1:8787/worlds/x (no trailing slash). */
  httpBase: string;
  /** Closes the socket, e.g. 1008 after a ping flood. */
  close: (code: number, reason: string) => void;
  client?: ClientInfo;
}

/** The state of one client connection. */
export class Session implements Connection {
  readonly id: string;
  readonly appId: string;
  readonly language: string;
  readonly client: ClientInfo;
  readonly httpBase: string;
  readonly streams = new StreamRegistry();
  /** Binary uploads announced on this connection (document_upload). */
  readonly uploads = new UploadRegistry();
  private authorization_: Authorization | undefined;
  /** What ends with the current authorization (its session-limit watch). */
  private authorizationReleases: (() => void)[] = [];
  private readonly closeSocket: SessionOptions['close'];

  constructor(options: SessionOptions) {
    this.id = options.id;
    this.appId = options.appId;
    this.language = options.language;
    this.client = options.client ?? { ip: '', userAgent: '' };
    this.httpBase = options.httpBase;
    this.closeSocket = options.close;
  }

  get authorization(): Authorization | undefined {
    return this.authorization_;
  }

  authorize(authorization: Authorization): void {
    this.releaseAuthorization();
    this.authorization_ = authorization;
  }

  /** Runs `release` when the current authorization ends: log-out, a new authorize, or the socket closing. */
  whileAuthorized(release: () => void): void {
    this.authorizationReleases.push(release);
  }

  /** Forgets the authorization and ends the streams that needed it. */
  logout(): void {
    this.releaseAuthorization();
    this.authorization_ = undefined;
    this.streams.endWhere((stream) => stream.needsAuth);
  }

  private releaseAuthorization(): void {
    for (const release of this.authorizationReleases.splice(0)) release();
  }

  close(code: number, reason: string): void {
    this.streams.endAll();
    this.closeSocket(code, reason);
  }
}
