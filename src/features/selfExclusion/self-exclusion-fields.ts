/** The limits get_self_exclusion gives that are amounts in the account currency, in the page's order. */
export const AMOUNT_LIMITS = [
  'max_balance',
  'max_turnover',
  'max_losses',
  'max_7day_turnover',
  'max_7day_losses',
  'max_30day_turnover',
  'max_30day_losses',
  'max_deposit',
  'max_7day_deposit',
  'max_30day_deposit',
] as const;

/** The limits that are whole numbers: open positions, and minutes of a session. */
export const COUNT_LIMITS = ['max_open_bets', 'session_duration_limit'] as const;

export type NumericLimit = (typeof AMOUNT_LIMITS)[number] | (typeof COUNT_LIMITS)[number];

export type SelfExclusionValues = Record<NumericLimit | 'timeout_date' | 'timeout_time' | 'exclude_until', string>;

/** Each field's label (a catalogue text). */
export const LIMIT_LABELS = {
  max_balance: 'Maximum account cash balance',
  max_turnover: 'Daily turnover limit',
  max_losses: 'Daily limit on losses',
  max_7day_turnover: '7-day turnover limit',
  max_7day_losses: '7-day limit on losses',
  max_30day_turnover: '30-day turnover limit',
  max_30day_losses: '30-day limit on losses',
  max_deposit: 'Daily deposit limit',
  max_7day_deposit: '7-day deposit limit',
  max_30day_deposit: '30-day deposit limit',
  max_open_bets: 'Maximum number of open positions',
  session_duration_limit: 'Session duration limit, in minutes',
  timeout_date: 'Time out until (date)',
  timeout_time: 'Time out until (time, GMT)',
  exclude_until: 'Exclude me from the website until',
} as const satisfies Record<keyof SelfExclusionValues, string>;
