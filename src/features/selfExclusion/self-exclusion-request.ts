import type { SelfExclusionChanges } from '../../api/endpoints/settings';
import { AMOUNT_LIMITS, COUNT_LIMITS, type SelfExclusionValues } from './self-exclusion-fields';
import { timeoutEpoch } from './self-exclusion-rules';

/**
 * set_self_exclusion's fields: the limits the client changed, as numbers; the time-out as epoch
 * seconds once its date or time changed; the exclusion as its date. Empty means nothing changed.
 */
export function selfExclusionChanges(submitted: SelfExclusionValues, held: SelfExclusionValues): SelfExclusionChanges {
  const changes: SelfExclusionChanges = {};
  for (const field of [...AMOUNT_LIMITS, ...COUNT_LIMITS]) {
    if (submitted[field] !== held[field] && submitted[field] !== '') changes[field] = Number(submitted[field]);
  }
  const timeoutChanged = submitted.timeout_date !== held.timeout_date || submitted.timeout_time !== held.timeout_time;
  if (timeoutChanged && submitted.timeout_date !== '')
    changes.timeout_until = timeoutEpoch(submitted.timeout_date, submitted.timeout_time);
  if (submitted.exclude_until !== held.exclude_until && submitted.exclude_until !== '')
    changes.exclude_until = submitted.exclude_until;
  return changes;
}
