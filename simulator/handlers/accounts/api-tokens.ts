import type { ApiTokenResponse } from '../../../schemas/generated/types';
import type { AccountsChange } from '../../domain/accounts/changes';
import type { AccessToken, Account } from '../../domain/accounts/model';
import { type TokenScope } from '../../domain/accounts/tokens';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { randomText } from '../support/random-text';

type TokenList = ApiTokenResponse['api_token']['tokens'];

/** An account holds at most this many API tokens; names are 2-32 characters (accounts-and-money §9). */
export const MAX_API_TOKENS = 30;
const NAME_LENGTH = { min: 2, max: 32 } as const;
const API_TOKEN_LENGTH = 15;

function apiTokensOf(world: World, account: Account): AccessToken[] {
  return Object.values(world.state.accounts.tokens).filter(
    (token) => token.kind === 'api' && token.loginid === account.loginid,
  );
}

function lastUsedText(epoch: number | undefined): string {
  return epoch === undefined ? '' : new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

function listOf(world: World, account: Account): TokenList {
  return apiTokensOf(world, account).map((token) => ({
    display_name: token.display_name,
    last_used: lastUsedText(token.last_used),
    scopes: [...token.scopes],
    token: token.token,
    valid_for_ip: '',
  }));
}

function invalid(field: string, problem: string): ApiError {
  return new ApiError('InputValidationFailed', `Input validation failed: ${field}`, { [field]: problem });
}

/** A new API token of the account; `revoked` is a token the same request deletes, which no longer counts. */
function newToken(world: World, account: Account, name: string, scopes: TokenScope[], revoked?: string): AccessToken {
  const trimmed = name.trim();
  if (trimmed.length < NAME_LENGTH.min || trimmed.length > NAME_LENGTH.max)
    throw invalid(
      'new_token',
      `Length of token name must be between ${NAME_LENGTH.min} and ${NAME_LENGTH.max} characters.`,
    );
  if (scopes.length === 0) throw invalid('new_token_scopes', 'Please select at least one scope.');
  const existing = apiTokensOf(world, account).filter((token) => token.token !== revoked);
  // The platform's texts and order: a taken name before the count.
  if (existing.some((token) => token.display_name === trimmed))
    throw new ApiError('APITokenError', 'The name is taken.');
  if (existing.length >= MAX_API_TOKENS)
    throw new ApiError('APITokenError', `Max ${MAX_API_TOKENS} tokens are allowed.`);
  return {
    token: randomText(API_TOKEN_LENGTH),
    loginid: account.loginid,
    kind: 'api',
    scopes: [...new Set(scopes)],
    display_name: trimmed,
  };
}

/** api_token: list, create (with scopes) and delete the account's API tokens; each works for authorize. */
export const apiTokenHandlers: HandlerTable = {
  api_token: {
    scopes: ['admin'],
    handle: (context) => {
      const { world } = context;
      const { account } = actingAccount(context);
      const { new_token, new_token_scopes = [], delete_token } = context.request;
      const body: ApiTokenResponse['api_token'] = { tokens: [] };
      const changes: AccountsChange[] = [];
      if (delete_token !== undefined) {
        const target = world.state.accounts.tokens[delete_token];
        if (target?.kind === 'api' && target.loginid === account.loginid)
          changes.push({ type: 'token_revoked', token: delete_token });
        body.delete_token = 1;
      }
      if (new_token !== undefined) {
        const token = newToken(world, account, new_token, new_token_scopes, changes[0] && delete_token);
        changes.push({ type: 'token_issued', token });
        body.new_token = 1;
      }
      world.commit(...changes);
      body.tokens = listOf(world, account);
      return { api_token: body };
    },
  },
};
