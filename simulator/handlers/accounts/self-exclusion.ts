import type { GetSelfExclusionResponse } from '../../../schemas/generated/types';
import { isVirtual, type SelfExclusion } from '../../domain/accounts/model';
import {
  nextSelfExclusion,
  SelfExclusionRefusal,
  type SelfExclusionRequest,
} from '../../domain/accounts/self-exclusion';
import { excludedUntil, hasStatus, withStatuses } from '../../domain/accounts/statuses';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { CallContext, HandlerTable } from '../handler';

const LIMIT_FIELDS: (keyof SelfExclusion)[] = [
  'exclude_until',
  'max_30day_deposit',
  'max_30day_losses',
  'max_30day_turnover',
  'max_7day_deposit',
  'max_7day_losses',
  'max_7day_turnover',
  'max_balance',
  'max_deposit',
  'max_losses',
  'max_open_bets',
  'max_turnover',
  'session_duration_limit',
  'timeout_until',
];

/** The account, refusing virtual accounts and (ClientSelfExclusion) accounts excluded right now. */
function selfExcludingAccount(context: CallContext<'get_self_exclusion' | 'set_self_exclusion'>) {
  const { account } = actingAccount(context);
  // The platform's permission error for a virtual account.
  if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
  const until = excludedUntil(account, context.world.clock.epoch());
  if (until !== undefined)
    throw new ApiError(
      'ClientSelfExclusion',
      `Sorry, you have excluded yourself until ${new Date(until * 1000).toISOString().slice(0, 19)}.`,
    );
  return account;
}

/** get/set_self_exclusion: limits the client sets on themselves (accounts-and-money §5, §9). */
export const selfExclusionHandlers: HandlerTable = {
  get_self_exclusion: {
    scopes: ['read'],
    handle: (context) => {
      const exclusion = selfExcludingAccount(context).self_exclusion ?? {};
      const now = context.world.clock.epoch();
      const body: GetSelfExclusionResponse['get_self_exclusion'] = Object.fromEntries(
        Object.entries(exclusion).filter(
          ([field]) => field !== 'timeout_until' || (exclusion.timeout_until ?? 0) > now,
        ),
      );
      return { get_self_exclusion: body };
    },
  },
  set_self_exclusion: {
    scopes: ['admin'],
    handle: (context) => {
      const account = selfExcludingAccount(context);
      const request = Object.fromEntries(
        LIMIT_FIELDS.filter((field) => field in context.request).map((field) => [field, context.request[field]]),
      ) as SelfExclusionRequest;
      let self_exclusion: SelfExclusion;
      try {
        self_exclusion = nextSelfExclusion(
          account.self_exclusion ?? {},
          request,
          account.currency,
          context.world.clock.epoch(),
        );
      } catch (error) {
        if (!(error instanceof SelfExclusionRefusal)) throw error;
        throw new ApiError('SetSelfExclusionError', error.message, { field: error.field });
      }
      const turnoverLimitSet =
        self_exclusion.max_30day_turnover !== undefined && hasStatus(account, 'max_turnover_limit_not_set');
      context.world.commit(
        { type: 'self_exclusion_set', loginid: account.loginid, self_exclusion },
        ...(turnoverLimitSet
          ? [
              {
                type: 'account_updated',
                loginid: account.loginid,
                status: withStatuses(account.status, [], ['max_turnover_limit_not_set']),
              } as const,
            ]
          : []),
      );
      return { set_self_exclusion: 1 };
    },
  },
};
