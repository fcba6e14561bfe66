import type { ContractsForResponse } from '../../../schemas/generated/types';
import { CATEGORY_INFO, CONTRACT_TYPE_INFO, LAST_DIGIT_RANGE } from '../../domain/markets/contract-catalogue';
import { defaultBarriers } from '../../domain/markets/default-barriers';
import { formatDuration, offeredExpiries, type OfferedExpiry } from '../../domain/markets/durations';
import { scheduledIntervals, SECONDS_PER_DAY } from '../../domain/markets/trading-hours';
import { EXCHANGE_NAME, type Underlying } from '../../domain/markets/underlying';
import type { ContractCategory, ContractType } from '../../domain/pricing/contract-types';
import { nonEmpty } from './market-access';

export type Available = ContractsForResponse['contracts_for']['available'][number];

/** What barriers a category's contracts take: their barrier category and count. */
function barrierShape(category: ContractCategory, type: ContractType, atm: boolean): [string, 0 | 1 | 2] {
  switch (category) {
    case 'callput':
      return atm ? ['euro_atm', 0] : ['euro_non_atm', 1];
    case 'callputequal':
      return ['euro_atm', 0];
    case 'touchnotouch':
      return ['american', 1];
    case 'endsinout':
      return ['euro_non_atm', 2];
    case 'staysinout':
      return ['american', 2];
    case 'callputspread':
      return ['euro_non_atm', 2];
    case 'digits':
      return ['non_financial', LAST_DIGIT_RANGE[type] ? 1 : 0];
    default:
      return [category, 0];
  }
}

/** Only up/down separates ATM from non-ATM offers; elsewhere one offer per expiry kind. */
function distinctOffers(underlying: Underlying, category: ContractCategory): OfferedExpiry[] {
  const offers = offeredExpiries(underlying, category);
  if (category === 'callput') return offers;
  return offers.filter((offer, index) => offers.findIndex((other) => other.expiry === offer.expiry) === index);
}

/** Today's and the next two days' sessions in which a forward-starting contract may start. */
function forwardStartingOptions(underlying: Underlying, now: number): Available['forward_starting_options'] {
  const today = now - (now % SECONDS_PER_DAY);
  const sessions = [0, 1, 2].flatMap((day) => {
    const dayStart = today + day * SECONDS_PER_DAY;
    return scheduledIntervals(underlying.schedule, dayStart, dayStart + SECONDS_PER_DAY).map(([open, close]) => ({
      date: String(dayStart),
      open: String(open),
      close: String(close - 1),
      blackouts: [],
    }));
  });
  return nonEmpty(sessions);
}

/** The common fields of an entry of contracts_for. */
export function entryBase(underlying: Underlying, category: ContractCategory, type: ContractType) {
  return {
    contract_category: category,
    contract_category_display: CATEGORY_INFO[category].display,
    contract_display: CONTRACT_TYPE_INFO[type].display,
    contract_type: type,
    exchange_name: EXCHANGE_NAME[underlying.market],
    market: underlying.market,
    sentiment: CONTRACT_TYPE_INFO[type].sentiment,
    submarket: underlying.submarket,
    underlying_symbol: underlying.symbol,
  };
}

/** One entry per contract type, expiry kind and (for up/down) ATM or not, with default barriers. */
export function basicEntries(
  underlying: Underlying,
  categories: readonly ContractCategory[],
  spot: number,
  now: number,
): Available[] {
  return categories.flatMap((category) =>
    distinctOffers(underlying, category).flatMap((offer) =>
      CATEGORY_INFO[category].types.map((type): Available => {
        const [barrier_category, barriers] = barrierShape(category, type, offer.atm);
        const entry: Available = {
          ...entryBase(underlying, category, type),
          barrier_category,
          barriers,
          expiry_type: offer.expiry === 'forward_start' ? 'intraday' : offer.expiry,
          max_contract_duration: formatDuration(offer.max, offer.expiry),
          min_contract_duration: formatDuration(offer.min, offer.expiry),
          start_type: offer.expiry === 'forward_start' ? 'forward' : 'spot',
        };
        const digits = LAST_DIGIT_RANGE[type];
        if (digits) entry.last_digit_range = [...digits];
        else if (barriers > 0) {
          const { high, low } = defaultBarriers(underlying, spot, offer.expiry, offer.min);
          if (barriers === 1) entry.barrier = high;
          else Object.assign(entry, { high_barrier: high, low_barrier: low });
        }
        const sessions = offer.expiry === 'forward_start' ? forwardStartingOptions(underlying, now) : undefined;
        if (sessions) entry.forward_starting_options = sessions;
        return entry;
      }),
    ),
  );
}
