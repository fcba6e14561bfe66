import { describe, expect, it } from 'vitest';
import { endpointServersFrom, securityHeaders } from '../../scripts/security-headers';

describe('securityHeaders', () => {
  it('lets the app reach its own origin only, when no endpoint server is listed', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy':
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
        "frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it("adds each endpoint server's socket, release feed and cashier frame", () => {
    const policy = securityHeaders(['ws.example.com', 'qa.example.com:8443'])['Content-Security-Policy'];
    expect(policy).toContain(
      "connect-src 'self' wss://ws.example.com https://ws.example.com wss://qa.example.com:8443 https://qa.example.com:8443;",
    );
    expect(policy).toContain("frame-src 'self' https://ws.example.com https://qa.example.com:8443;");
    expect(policy).toContain("script-src 'self';");
  });
});

describe('endpointServersFrom', () => {
  it('reads a space- or comma-separated list of servers', () => {
    expect(endpointServersFrom(undefined)).toEqual([]);
    expect(endpointServersFrom('  ')).toEqual([]);
    expect(endpointServersFrom('WS.example.com, qa.example.com:8443 [::1]:9000')).toEqual([
      'ws.example.com',
      'qa.example.com:8443',
      '[::1]:9000',
    ]);
  });

  it('refuses anything that is not a server, so nothing else gets into the policy', () => {
    for (const list of ["ws.example.com; script-src 'unsafe-inline'", 'wss://ws.example.com', '*', 'a.com/path'])
      expect(() => endpointServersFrom(list), list).toThrow(/is not a server/);
  });
});
