import { longcode } from '../domain/contracts/longcode';
import { ENGLISH_LONGCODES } from '../domain/contracts/longcode-language';
import { longcodeLanguage } from '../domain/contracts/longcodes-by-language';
import { contractUnderlyingOf } from '../domain/contracts/market-state';
import type { Position } from '../domain/contracts/positions';
import { currencyNamed, fromMinorUnits } from '../domain/ledger/money';
import type { World } from './world';

/**
 * A bought contract's longcode in a connection language. A position keeps the English sentence it was
 * bought with (also its ledger description); a language with its own texts gets the sentence written
 * again from the contract's terms, as the platform words a contract for each reader.
 */
export function positionLongcode(world: World, position: Position, language: string): string {
  if (longcodeLanguage(language) === ENGLISH_LONGCODES) return position.longcode;
  const { spec } = position;
  const underlying = world.markets.underlying(spec.symbol);
  if (!underlying) return position.longcode;
  const currency = currencyNamed(spec.currency);
  const payout = currency ? fromMinorUnits(spec.payout, currency).toFixed(currency.fractionalDigits) : '';
  return longcode(spec, contractUnderlyingOf(underlying), payout, language);
}
