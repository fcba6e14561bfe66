import type { CallName } from '../../../schemas/generated/types';
import { requestKey } from '../socket/request-key';

/** Calls whose answers are kept in memory and given again to an identical request (trading-core §7). */
export const STATE_CACHED_CALLS: ReadonlySet<CallName> = new Set([
  'authorize',
  'website_status',
  'get_account_status',
  'get_settings',
  'landing_company',
  'balance',
]);

/** The last answer of each state-cached request; emptied when the session changes. */
export class StateCache {
  private readonly answers = new Map<string, unknown>();

  get(call: CallName, payload: object): unknown {
    return STATE_CACHED_CALLS.has(call) ? this.answers.get(requestKey(payload)) : undefined;
  }

  set(call: CallName, payload: object, answer: unknown): void {
    if (STATE_CACHED_CALLS.has(call)) this.answers.set(requestKey(payload), answer);
  }

  clear(): void {
    this.answers.clear();
  }
}
