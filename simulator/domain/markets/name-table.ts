import { SYNTHETIC_UNDERLYINGS } from '../pricing/underlyings';

/** A language's display names, by the platform's English name. */
export type NameTable = Readonly<Record<string, string>>;

const VOLATILITY_NAME = /^Volatility (.+) Index$/;

/**
 * Every volatility index's name in a language whose pattern puts the index's number (`{n}`: "100",
 * "100 (1s)") in its own place: "Volatilität {n} Index".
 */
export function volatilityIndexNames(pattern: string): NameTable {
  const names: Record<string, string> = {};
  for (const { displayName } of SYNTHETIC_UNDERLYINGS) {
    const number = VOLATILITY_NAME.exec(displayName)?.[1];
    if (number !== undefined) names[displayName] = pattern.replace('{n}', number);
  }
  return names;
}
