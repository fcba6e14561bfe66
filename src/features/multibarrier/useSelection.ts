import { useCallback, useMemo, useState } from 'react';
import type { MultiBarrierContracts } from '../../api/endpoints/multi-barrier';
import { FALLBACK_MIN_PAYOUT } from '../trading';
import {
  categoriesOf,
  defaultPeriod,
  offerOf,
  parsePeriodKey,
  periodsOf,
  type Category,
  type PeriodOffer,
  type TradingPeriod,
} from './periods';

export interface Choices {
  underlying: string;
  category: string;
  period: string;
  /** The payout amount as accepted by the payout list. */
  amount: string;
}

export interface Selection {
  categories: Category[];
  category: string;
  periods: TradingPeriod[];
  period: TradingPeriod | undefined;
  offer: PeriodOffer | undefined;
}

/**
 * What the contracts offer of the visitor's choices at `now` (epoch seconds): a category no longer
 * offered falls back to the first one that is, a period to the default one (see defaultPeriod).
 */
export function resolveSelection(contracts: MultiBarrierContracts, choices: Choices, now: number): Selection {
  const categories = categoriesOf(contracts);
  const category = categories.find((c) => c.name === choices.category)?.name ?? categories[0]?.name ?? '';
  const periods = periodsOf(contracts, category);
  const wanted = parsePeriodKey(choices.period);
  const period =
    periods.find((p) => p.start === wanted?.start && p.expiry === wanted.expiry) ?? defaultPeriod(periods, now);
  const offer = period ? offerOf(contracts, category, period.key) : undefined;
  return { categories, category, periods, period, offer };
}

/** The visitor's choices; `choose` changes some of them. */
export function useChoices() {
  const [choices, setChoices] = useState<Choices>({
    underlying: '',
    category: '',
    period: '',
    amount: String(FALLBACK_MIN_PAYOUT),
  });
  const choose = useCallback((change: Partial<Choices>) => setChoices((current) => ({ ...current, ...change })), []);
  return { choices, choose };
}

/**
 * The selection the contracts make of the choices, the same object while neither changes. A period
 * chosen by default becomes the choice, so it stays chosen as its end nears instead of giving way to
 * the next one at 120 s.
 */
export function useSelection(
  contracts: MultiBarrierContracts | undefined,
  { choices, choose }: ReturnType<typeof useChoices>,
  now: () => number,
): Selection | undefined {
  const selection = useMemo(
    () => (contracts ? resolveSelection(contracts, choices, now()) : undefined),
    [contracts, choices, now],
  );
  const chosen = selection?.period?.key;
  if (chosen !== undefined && chosen !== choices.period) choose({ period: chosen });
  return selection;
}
