/**
 * The password hint's estimate (accounts-and-money §5 "Password hint"): a password from the list of
 * the world's most common ones is flagged as such; any other gets the days an attacker trying every
 * combination of its characters would need on average, at a billion guesses a second, capped at a
 * billion days.
 */
export type PasswordStrength = { readonly common: true } | { readonly common: false; readonly days: number };

export const MAX_CRACKING_DAYS = 1e9;
const GUESSES_PER_DAY = 1e9 * 86_400;

/** The character classes an attacker would try, by how many characters each holds. */
const CHARACTER_CLASSES: readonly { readonly pattern: RegExp; readonly size: number }[] = [
  { pattern: /\d/u, size: 10 },
  { pattern: /[a-z]/u, size: 26 },
  { pattern: /[A-Z]/u, size: 26 },
  { pattern: /[^\da-zA-Z]/u, size: 33 },
];

/** Average days to find `password` by brute force over the classes it uses: half the key space. */
export function bruteForceDays(password: string): number {
  const alphabet = CHARACTER_CLASSES.filter(({ pattern }) => pattern.test(password)).reduce(
    (sum, { size }) => sum + size,
    0,
  );
  const length = Array.from(password).length;
  const days = alphabet ** length / 2 / GUESSES_PER_DAY;
  return Math.min(days, MAX_CRACKING_DAYS);
}

/** The estimate for `password`, given the common passwords in lower case. */
export function passwordStrength(password: string, commonPasswords: ReadonlySet<string>): PasswordStrength {
  return commonPasswords.has(password.toLowerCase())
    ? { common: true }
    : { common: false, days: bruteForceDays(password) };
}

let commonPasswordList: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common passwords (about 50,000, some 200 KB gzip), fetched once, when first needed;
 * after a failed fetch the next call tries again.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswordList ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
    (error: unknown) => {
      commonPasswordList = undefined;
      throw error;
    },
  );
  return commonPasswordList;
}
