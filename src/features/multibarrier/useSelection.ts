import { useCallback, useMemo, useState } from 'react';
import type { MultiBarrierContracts } from '../../api/endpoints/multi-barrier';
import { FALLBACK_MIN_PAYOUT } from '../trading';
import {
  categoriesOf,
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
 * What the contracts offer of the visitor's choices: a category or period no longer offered falls
 * back to the first one that is.
 */
export function resolveSelection(contracts: MultiBarrierContracts, choices: Choices): Selection {
  const categories = categoriesOf(contracts);
  const category = categories.find((c) => c.name === choices.category)?.name ?? categories[0]?.name ?? '';
  const periods = periodsOf(contracts, category);
  const wanted = parsePeriodKey(choices.period);
  const period = periods.find((p) => p.start === wanted?.start && p.expiry === wanted.expiry) ?? periods[0];
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

/** The selection the contracts make of the choices, the same object while neither changes. */
export function useSelection(contracts: MultiBarrierContracts | undefined, choices: Choices): Selection | undefined {
  return useMemo(() => (contracts ? resolveSelection(contracts, choices) : undefined), [contracts, choices]);
}
