import type { AuthorizeResponse } from '../../../schemas/generated/types';
import { countryNamed } from '../../domain/accounts/countries';
import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import {
  accountsOfUser,
  fullName,
  isVirtual,
  userOf,
  type AccessToken,
  type Account,
} from '../../domain/accounts/model';
import { excludedUntil, hasStatus } from '../../domain/accounts/statuses';
import { upgradeableLandingCompanies } from '../../domain/accounts/upgrade';
import { currencyNamed } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';
import { accountBalance, accountListEntry } from '../support/account-views';
import type { HandlerTable, Scope } from '../handler';
import { loginRecorded } from './login-history';
import { tokenUsed } from './oauth-apps';
import { enforceSessionLimit } from '../support/session-limit';

const INVALID_TOKEN = 'The token is invalid.';
const INVALID_EXTRA_TOKEN = 'Invalid/duplicate token for a loginid provided.';

function tokenOf(world: World, token: string, message = INVALID_TOKEN): { token: AccessToken; account: Account } {
  const found = world.state.accounts.tokens[token];
  const account = found && world.state.accounts.accounts[found.loginid];
  if (!found || !account) throw new ApiError('InvalidToken', message);
  return { token: found, account };
}

/** authorize refuses a disabled or self-excluded account with the platform's wording. */
function refuseUnavailable(world: World, account: Account): void {
  if (hasStatus(account, 'disabled')) throw new ApiError('AccountDisabled', 'Account is disabled.');
  const until = excludedUntil(account, world.clock.epoch());
  if (until !== undefined) {
    const when = new Date(until * 1000).toISOString().slice(0, 19);
    throw new ApiError('SelfExclusion', `Sorry, you have excluded yourself until ${when}.`);
  }
}

/** The accounts that `tokens` add (multi-token authorize): OAuth tokens of the same user, one per account. */
function extraAccounts(world: World, main: AccessToken, userId: number, tokens: string[]): Record<string, Scope[]> {
  const extra = [...new Set(tokens)]
    .filter((token) => token !== main.token)
    .map((token) => tokenOf(world, token, INVALID_EXTRA_TOKEN));
  if (extra.length === 0) return {};
  if ([main, ...extra.map(({ token }) => token)].some((token) => token.kind === 'api'))
    throw new ApiError('InvalidToken', "API tokens can't be used to authorize multiple accounts.");
  const loginids = [main.loginid, ...extra.map(({ account }) => account.loginid)];
  if (new Set(loginids).size !== loginids.length) throw new ApiError('InvalidToken', INVALID_EXTRA_TOKEN);
  if (extra.some(({ account }) => account.user_id !== userId))
    throw new ApiError('InvalidToken', 'Token is not valid for current user.');
  return Object.fromEntries(extra.map(({ token }) => [token.loginid, [...token.scopes]]));
}

function localCurrencies(residence: string): Record<string, { fractional_digits: number }> {
  const code = countryNamed(residence)?.localCurrency;
  if (!code) return {};
  return { [code]: { fractional_digits: currencyNamed(code)?.fractionalDigits ?? 2 } };
}

export const sessionHandlers: HandlerTable = {
  authorize: {
    handle: ({ world, request, session }) => {
      const { authorize, tokens = [] } = request;
      const { token, account } = tokenOf(world, authorize);
      try {
        refuseUnavailable(world, account);
      } catch (error) {
        world.commit(loginRecorded(world, session, account.loginid, 'login', 0));
        throw error;
      }
      const user = userOf(world.state.accounts, account);
      const accounts = { ...extraAccounts(world, token, user.user_id, tokens), [account.loginid]: [...token.scopes] };
      session.authorize({
        loginid: account.loginid,
        accounts,
        scopes: [...token.scopes],
        loginTime: world.clock.epoch(),
      });
      session.whileAuthorized(enforceSessionLimit(world, session));
      world.commit(
        loginRecorded(world, session, account.loginid, 'login', 1),
        tokenUsed(world, session, token, user.user_id),
      );
      const company = landingCompanyOf(account.landing_company);
      const preferred = user.settings.preferred_language;
      const body: AuthorizeResponse['authorize'] = {
        account_list: accountsOfUser(world.state.accounts, user.user_id).map((each) => accountListEntry(world, each)),
        balance: accountBalance(world, account),
        country: user.residence,
        currency: account.currency ?? '',
        email: user.email,
        fullname: fullName(user),
        is_virtual: isVirtual(account) ? 1 : 0,
        landing_company_fullname: company.name,
        landing_company_name: company.shortcode,
        linked_to: [],
        local_currencies: localCurrencies(user.residence),
        loginid: account.loginid,
        preferred_language: typeof preferred === 'string' ? preferred : null,
        scopes: [...token.scopes],
        upgradeable_landing_companies: upgradeableLandingCompanies(world.state.accounts, user),
        user_id: user.user_id,
      };
      return { authorize: body };
    },
  },
  logout: {
    handle: ({ world, session }) => {
      const loginid = session.authorization?.loginid;
      if (loginid && world.state.accounts.accounts[loginid])
        world.commit(loginRecorded(world, session, loginid, 'logout', 1));
      session.logout();
      return { logout: 1 };
    },
  },
};
