/**
 * The security headers of the built app, sent by whatever serves it (`vite preview`, the Cucumber
 * stack, which runs `vite preview`). The dev server does without: React's refresh needs inline scripts.
 *
 * The app talks to its own origin (the server forwards /websockets, /oauth2, /cashier and /releases
 * to the platform) unless the endpoint page points it at another server: then its socket is
 * `wss://<server>`, and the cashier frame, linked on the host the socket was reached at, and the
 * release feed are `https://<server>`. Only the servers named here can be reached that way.
 */

/** A server as the endpoint page takes it: a host name or address, with an optional port. */
const SERVER_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The servers of a space- or comma-separated list (e.g. `APP_ENDPOINT_SERVERS`); throws on anything else. */
export function endpointServersFrom(list: string | undefined): string[] {
  const servers = (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((server) => server.toLowerCase());
  const bad = servers.find((server) => !SERVER_PATTERN.test(server));
  if (bad !== undefined) throw new Error(`"${bad}" is not a server (a host name or address with an optional port)`);
  return servers;
}

function contentSecurityPolicy(endpointServers: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'connect-src': ["'self'", ...endpointServers.flatMap((server) => [`wss://${server}`, `https://${server}`])],
    'frame-src': ["'self'", ...endpointServers.map((server) => `https://${server}`)],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response of the built app carries. */
export function securityHeaders(endpointServers: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(endpointServers),
    'X-Content-Type-Options': 'nosniff',
    // Log-in hands the app its tokens in the address: no other site is told where a page was.
    'Referrer-Policy': 'no-referrer',
  };
}
