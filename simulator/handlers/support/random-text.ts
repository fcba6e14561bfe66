import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Letters and digits for codes, tokens and secrets. Drawn here, outside domain/, and carried in the
 * change that stores them, so a journal replays the same values.
 */
export function randomText(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A new OAuth token: "a1-" and 29 letters or digits. */
export function newOauthToken(): string {
  return `a1-${randomText(29)}`;
}
