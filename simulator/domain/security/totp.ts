import { createHmac } from 'node:crypto';

/** Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226), with base32 secrets (RFC 4648). */

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** The time step (X) of RFC 6238, in seconds. */
export const TOTP_STEP_SECONDS = 30;
/** Codes of the step before and after are accepted too, for clocks that drift (RFC 6238 §5.2). */
const ACCEPTED_DRIFT_STEPS = 1;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes a base32 secret, ignoring case, spaces and padding; undefined for anything else. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** HOTP (RFC 4226 §5.3): dynamic truncation of the HMAC of the 8-byte counter. */
export function hotp(key: Uint8Array, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac(algorithm, key).update(message).digest();
  const offset = hash[hash.length - 1]! & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code at `epochSeconds` (RFC 6238 §4: T = floor(time / 30)). */
export function totp(key: Uint8Array, epochSeconds: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  return hotp(key, Math.floor(epochSeconds / TOTP_STEP_SECONDS), digits, algorithm);
}

/** Whether `code` is the 6-digit code of a base32 secret at `epochSeconds`, give or take one step. */
export function totpMatches(secret: string, code: string, epochSeconds: number): boolean {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return false;
  for (let drift = -ACCEPTED_DRIFT_STEPS; drift <= ACCEPTED_DRIFT_STEPS; drift += 1)
    if (totp(key, epochSeconds + drift * TOTP_STEP_SECONDS) === code) return true;
  return false;
}
