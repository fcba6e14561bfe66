import type { NewAccountVirtualResponse } from '../../../schemas/generated/types';
import { countryNamed } from '../../domain/accounts/countries';
import { TOKEN_SCOPES } from '../../domain/accounts/tokens';
import { userByEmail, type Account, type User } from '../../domain/accounts/model';
import { nextLoginid, nextUserId, passwordRefusal } from '../../domain/accounts/opening';
import { hashPassword, saltFor } from '../../domain/accounts/password';
import { emailWithCode } from '../../domain/accounts/verification';
import { nextTransaction } from '../../domain/ledger/ledger';
import { currencyNamed, toMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { HandlerTable } from '../handler';
import { newOauthToken } from '../support/random-text';

/** Demo money a new virtual account starts with (accounts-and-money §9). */
const VIRTUAL_OPENING_BALANCE = '10000';
const DUPLICATE_EMAIL =
  'Your provided email address is already in use by another Login ID. According to our terms and conditions, you may only register once through our site.';

function missing(field: string): ApiError {
  return new ApiError('InputValidationFailed', `Input validation failed: ${field}`, {
    [field]: 'This field is required.',
  });
}

/** new_account_virtual: the sign-up code decides the e-mail; the account starts with demo money. */
export const virtualSignUpHandlers: HandlerTable = {
  new_account_virtual: {
    handle: ({ world, request }) => {
      const { verification_code, residence, client_password, email_consent } = request;
      if (!verification_code) throw missing('verification_code');
      if (!residence) throw missing('residence');
      if (!client_password) throw missing('client_password');
      const now = world.clock.epoch();
      const state = world.state.accounts;
      const sent = emailWithCode(state, verification_code, 'account_opening', now);
      if (!sent) throw new ApiError('InvalidToken', 'Your token has expired or is invalid.');
      const country = countryNamed(residence);
      if (!country || country.restricted)
        throw new ApiError('InvalidResidence', 'Sorry, our service is not available for your country of residence.');
      if (userByEmail(state, sent.to)) throw new ApiError('duplicate email', DUPLICATE_EMAIL);
      const refusal = passwordRefusal(client_password, sent.to);
      if (refusal) throw new ApiError('PasswordError', refusal);

      const salt = saltFor(sent.to);
      const user: User = {
        user_id: nextUserId(state),
        email: sent.to,
        password_salt: salt,
        password_hash: hashPassword(client_password, salt),
        residence: country.code,
        settings: { email_consent: email_consent ?? 0 },
      };
      const account: Account = {
        loginid: nextLoginid(state, 'virtual'),
        user_id: user.user_id,
        landing_company: 'virtual',
        currency: 'USD',
        created_at: now,
        status: [],
        risk_classification: 'low',
      };
      const token = newOauthToken();
      const opening = nextTransaction(world.state.ledger, {
        loginid: account.loginid,
        action: 'deposit',
        amount: toMinorUnits(VIRTUAL_OPENING_BALANCE, currencyNamed('USD')!),
        time: now,
        description: 'Virtual money credit to account',
      });
      world.commit(
        { type: 'code_used', code: verification_code },
        { type: 'user_created', user },
        { type: 'account_opened', account },
        {
          type: 'token_issued',
          token: { token, loginid: account.loginid, kind: 'oauth', scopes: [...TOKEN_SCOPES], display_name: 'Sign-up' },
        },
        { type: 'ledger_posted', transaction: opening },
      );
      const body: NewAccountVirtualResponse['new_account_virtual'] = {
        balance: Number(VIRTUAL_OPENING_BALANCE),
        client_id: account.loginid,
        currency: 'USD',
        currency_type: 'fiat',
        email: user.email,
        oauth_token: token,
        type: 'trading',
      };
      return { new_account_virtual: body };
    },
  },
};
