import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes. The cost is low on purpose: this is a simulator that hashes
 * every fixture password each time a world is made, not a store of real secrets.
 */
const SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** A salt that depends only on the e-mail, so a fixture always yields the same state. */
export function saltFor(email: string): string {
  return createHash('sha256').update(`salt:${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, KEY_LENGTH, SCRYPT_COST).toString('hex');
}

export function passwordMatches(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashPassword(password, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
