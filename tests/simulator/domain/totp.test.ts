import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, totp, totpMatches } from '../../../simulator/domain/security/totp';

/** RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length. */
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i gives the appendix B codes for SHA-1, SHA-256 and SHA-512', (time, sha1, sha256, sha512) => {
    expect(totp(SEEDS.sha1, time, 8, 'sha1')).toBe(sha1);
    expect(totp(SEEDS.sha256, time, 8, 'sha256')).toBe(sha256);
    expect(totp(SEEDS.sha512, time, 8, 'sha512')).toBe(sha512);
  });

  it('round-trips base32 secrets (RFC 4648 test vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw6ytboi======')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeUndefined();
  });

  it('accepts the current code and one step of drift, and nothing further', () => {
    const secret = base32Encode(SEEDS.sha1);
    const code = totp(SEEDS.sha1, 1111111109, 6);
    expect(code).toBe('081804');
    expect(totpMatches(secret, code, 1111111109)).toBe(true);
    expect(totpMatches(secret, code, 1111111109 + 30)).toBe(true);
    expect(totpMatches(secret, code, 1111111109 + 90)).toBe(false);
    expect(totpMatches(secret, '12345', 1111111109)).toBe(false);
  });
});
