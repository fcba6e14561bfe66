import Big from 'big.js';
import type { ExchangeRatesRequest, ExchangeRatesResponse } from '../../schemas/generated/types';
import { landingCompanyOf } from '../domain/accounts/landing-companies';
import { CURRENCIES, type Currency } from '../domain/currencies';
import { currencyNamed } from '../domain/ledger/money';
import { ApiError } from '../transport/api-error';
import { actingAccountIfAny } from './account-context';
import type { HandlerTable } from './handler';
import { reply } from './reply';

type Rates = ExchangeRatesResponse['exchange_rates']['rates'];

/** Rates carry up to 8 decimals, as the platform's do. */
const RATE_DECIMALS = 8;
/** include_spread: bid and ask sit this fraction below and above the spot rate. */
const HALF_SPREAD = new Big('0.00025');

function rate(base: Currency, target: Currency): Big {
  return new Big(base.usdRate).div(target.usdRate).round(RATE_DECIMALS, Big.roundHalfUp);
}

function spread(spot: Big) {
  const around = (factor: Big) => spot.times(factor).round(RATE_DECIMALS, Big.roundHalfUp).toNumber();
  return {
    ask_rate: around(new Big(1).plus(HALF_SPREAD)),
    bid_rate: around(new Big(1).minus(HALF_SPREAD)),
    spot_rate: spot.toNumber(),
  };
}

function rates(base: Currency, request: ExchangeRatesRequest): Rates {
  if (request.target_currency === undefined) {
    if (request.subscribe === 1 || request.include_spread === 1)
      throw new ApiError('MissingRequiredParams', 'Target currency is required.');
    return Object.fromEntries(CURRENCIES.map((target) => [target.code, rate(base, target).toNumber()]));
  }
  const target = currencyNamed(request.target_currency);
  if (!target) throw new ApiError('ExchangeRatesNotAvailable', 'Exchange rates are not currently available.');
  const spot = rate(base, target);
  return { [target.code]: request.include_spread === 1 ? spread(spot) : spot.toNumber() };
}

/** Currencies and the rates between them (from each currency's USD price). */
export const currencyHandlers: HandlerTable = {
  payout_currencies: {
    handle: (context) => {
      const acting = actingAccountIfAny(context);
      if (!acting) return { payout_currencies: CURRENCIES.map((currency) => currency.code).sort() };
      const { account } = acting;
      return {
        payout_currencies: account.currency
          ? [account.currency]
          : [...landingCompanyOf(account.landing_company).legalAllowedCurrencies],
      };
    },
  },
  exchange_rates: {
    handle: ({ world, request }) => {
      const query = request as unknown as ExchangeRatesRequest;
      const base = currencyNamed(query.base_currency);
      if (!base) throw new ApiError('InvalidCurrency', `The provided currency ${query.base_currency} is invalid.`);
      return {
        exchange_rates: reply({ base_currency: base.code, date: world.clock.epoch(), rates: rates(base, query) }),
      };
    },
  },
};
