import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { accountsOfUser, isVirtual } from '../../domain/accounts/model';
import { withStatuses } from '../../domain/accounts/statuses';
import { availableCurrencies } from '../../domain/accounts/upgrade';
import { currencyNamed } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { TERMS_CONDITIONS_VERSION } from '../../domain/accounts/terms';

/** set_account_currency (once per account; one fiat and several crypto per company) and tnc_approval. */
export const accountSetupHandlers: HandlerTable = {
  set_account_currency: {
    scopes: ['admin'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      const wanted = String(context.request.set_account_currency);
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      if (account.currency === wanted) return { set_account_currency: 0 };
      if (account.currency)
        throw new ApiError('CurrencyTypeNotAllowed', 'Change of currency is not allowed for an existing account.');
      const currency = currencyNamed(wanted);
      if (!currency || !landingCompanyOf(account.landing_company).legalAllowedCurrencies.includes(wanted))
        throw new ApiError('InvalidCurrency', `The provided currency ${wanted} is not applicable for this account.`);
      if (!availableCurrencies(context.world.state.accounts, user, account.landing_company).includes(wanted)) {
        const held = accountsOfUser(context.world.state.accounts, user.user_id).some(
          (each) => each.currency === wanted && each.landing_company === account.landing_company,
        );
        if (currency.type === 'crypto' || held)
          throw new ApiError('DuplicateCurrency', `Please note that you are limited to one ${wanted} account.`);
        throw new ApiError(
          'CurrencyTypeNotAllowed',
          'Please note that you are limited to only one fiat currency account.',
        );
      }
      context.world.commit({ type: 'account_updated', loginid: account.loginid, currency: wanted });
      return { set_account_currency: 1 };
    },
  },
  tnc_approval: {
    scopes: ['admin'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      if (context.request.ukgc_funds_protection === 1) {
        const status = withStatuses(account.status, ['ukgc_funds_protection'], []);
        context.world.commit({ type: 'account_updated', loginid: account.loginid, status });
      } else if (user.settings.client_tnc_status !== TERMS_CONDITIONS_VERSION) {
        context.world.commit({
          type: 'user_updated',
          user_id: user.user_id,
          settings: { client_tnc_status: TERMS_CONDITIONS_VERSION },
        });
      }
      return { tnc_approval: 1 };
    },
  },
};
