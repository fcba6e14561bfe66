import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ControlError } from './route';

/** Host names that always reach this machine and no other. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Addresses that mean "every interface" when listened on. */
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

/** The host as it appears in a URL's authority: IPv6 addresses in brackets, lower case. */
function urlHostname(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return isIP(bare) === 6 ? `[${bare}]` : bare;
}

/** Whether only this machine can reach a server listening on `host`. */
export function isLoopbackHost(host: string): boolean {
  const name = urlHostname(host);
  return LOOPBACK_NAMES.includes(name) || (isIP(name) === 4 && name.startsWith('127.'));
}

/**
 * The token the control API asks for: the one given, else a fresh one when the simulator listens
 * beyond loopback (anyone on the network could drive it otherwise), else none.
 */
export function controlTokenFor(host: string, given: string | undefined): string | undefined {
  if (given) return given;
  return isLoopbackHost(host) ? undefined : randomBytes(24).toString('base64url');
}

/**
 * The names a client of this machine may put in `Host`: loopback, the address listened on, and every
 * interface's address when it listens on all of them.
 */
function hostNamesOf(host: string): Set<string> {
  const names = new Set([...LOOPBACK_NAMES, urlHostname(host)]);
  if (WILDCARD_HOSTS.includes(host))
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address } of addresses ?? []) names.add(urlHostname(address));
  return names;
}

function forbidden(code: string, message: string): ControlError {
  return new ControlError(403, code, message);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export interface ControlAccessOptions {
  /** The address the simulator listens on (`--host`). */
  host: string;
  /** The port it listens on, known once it listens. */
  port(): number;
  /** When set, every request must carry `Authorization: Bearer <token>`. */
  token?: string;
}

/**
 * Who may use the control API: a request whose `Host` is an address the simulator listens on (a
 * forged one is DNS rebinding), that no browser sent from another origin, and that carries the
 * token when there is one. Throws the refusal as a ControlError (403, or 401 for the token).
 */
export function createControlAccess({ host, port, token }: ControlAccessOptions): (request: IncomingMessage) => void {
  const hostNames = hostNamesOf(host);
  const tokenDigest = token === undefined ? undefined : digest(token);

  /** The origin the request was sent to, when `Host` names this simulator. */
  function checkHost(request: IncomingMessage): string {
    const claimed = (request.headers.host ?? '').toLowerCase();
    const [, name = '', claimedPort = '80'] = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d+))?$/.exec(claimed) ?? [];
    if (!hostNames.has(name) || Number(claimedPort) !== port())
      throw forbidden('ForbiddenHost', `The control API answers only at the address it listens on, not "${claimed}".`);
    return `http://${name}${port() === 80 ? '' : `:${port()}`}`;
  }

  function checkOrigin(request: IncomingMessage, ownOrigin: string): void {
    const { origin } = request.headers;
    if (origin !== undefined && origin !== ownOrigin)
      throw forbidden('ForbiddenOrigin', `The control API does not answer pages of another origin (${origin}).`);
    // A browser sends no Origin with a cross-site GET, but it tells where the request comes from.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      throw forbidden(
        'ForbiddenOrigin',
        `The control API does not answer pages of another origin (the browser says ${site}).`,
      );
  }

  function checkToken(request: IncomingMessage): void {
    if (!tokenDigest) return;
    const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given)
      throw new ControlError(
        401,
        'Unauthorized',
        'The control API needs "Authorization: Bearer <token>" with the token the simulator printed at start.',
      );
    if (!timingSafeEqual(digest(given), tokenDigest))
      throw new ControlError(401, 'Unauthorized', 'The control token is wrong.');
  }

  return (request) => {
    checkOrigin(request, checkHost(request));
    checkToken(request);
  };
}
