import type { OauthAppsResponse } from '../../../schemas/generated/types';
import type { AccessToken } from '../../domain/accounts/model';
import type { AppGrant } from '../../domain/security/model';
import type { Connection } from '../handler';
import type { SingleChange } from '../../world/changes';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

type AppEntry = OauthAppsResponse['oauth_apps'][number];

/** The product's own app; every other app id is a third party's. */
const OWN_APP_ID = 1;

function lastUsedText(epoch: number): string {
  return new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The change that notes a token was used to log in: an API token's last use, or the app an OAuth
 * token acts for (oauth_apps lists it; revoking it revokes the tokens it was given).
 */
export function tokenUsed(world: World, session: Connection, token: AccessToken, userId: number): SingleChange {
  const now = world.clock.epoch();
  if (token.kind === 'api') return { type: 'token_issued', token: { ...token, last_used: now } };
  const appId = Number(session.appId);
  const earlier = world.state.security.app_grants[userId]?.find((grant) => grant.app_id === appId);
  const tokens = [...new Set([...(earlier?.tokens ?? []), token.token])];
  return {
    type: 'app_granted',
    user_id: userId,
    grant: { app_id: appId, scopes: [...token.scopes], tokens, last_used: now },
  };
}

function entryOf(grant: AppGrant): AppEntry {
  const own = grant.app_id === OWN_APP_ID;
  return {
    app_id: grant.app_id,
    app_markup_percentage: 0,
    last_used: lastUsedText(grant.last_used),
    name: own ? 'Strike' : `Application ${grant.app_id}`,
    official: own ? 1 : 0,
    scopes: [...grant.scopes],
  };
}

export const oauthAppHandlers: HandlerTable = {
  oauth_apps: {
    scopes: ['read'],
    handle: (context) => {
      const { user } = actingAccount(context);
      const grants = context.world.state.security.app_grants[user.user_id] ?? [];
      return { oauth_apps: grants.map(entryOf) };
    },
  },
  revoke_oauth_app: {
    scopes: ['admin'],
    handle: (context) => {
      const { user } = actingAccount(context);
      const appId = Number(context.request.revoke_oauth_app);
      const grant = context.world.state.security.app_grants[user.user_id]?.find((each) => each.app_id === appId);
      if (!grant) return { revoke_oauth_app: 0 };
      const live = grant.tokens.filter((token) => context.world.state.accounts.tokens[token]);
      context.world.commit(...live.map((token) => ({ type: 'token_revoked', token }) as const), {
        type: 'app_revoked',
        user_id: user.user_id,
        app_id: appId,
      });
      return { revoke_oauth_app: 1 };
    },
  },
};
