import { localize } from '../../../lib/localize';
import type { FormName } from './contract-forms';

/** Even/Odd needs no prediction; the other digit forms take a last digit 0-9 (trading-core §5). */
export function takesPrediction(form: FormName): boolean {
  return form === 'matchdiff' || form === 'overunder';
}

export const DIGITS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export function predictionError(text: string): string | undefined {
  return /^\d$/.test(text.trim()) ? undefined : localize('Should be between [_1] and [_2]', 0, 9);
}

/** High/Low Ticks names the tick (1-5) that must be the highest or lowest. */
export const SELECTABLE_TICKS: readonly number[] = [1, 2, 3, 4, 5];
