import Big from 'big.js';
import type { ExchangeRatesRequest, ExchangeRatesResponse } from '../../../schemas/generated/types';
import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { CURRENCIES, type Currency } from '../../domain/currencies';
import { currencyNamed } from '../../domain/ledger/money';
import { exchangeRate, RATE_DECIMALS } from '../../domain/exchange-rates';
import { ApiError } from '../../protocol/api-error';
import type { WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import { actingAccountIfAny } from '../support/account-context';
import type { HandlerTable } from '../handler';

type Rates = ExchangeRatesResponse['exchange_rates']['rates'];

/** include_spread: bid and ask sit this fraction below and above the spot rate. */
const HALF_SPREAD = new Big('0.00025');

function spread(spot: Big) {
  const around = (factor: Big) => spot.times(factor).round(RATE_DECIMALS, Big.roundHalfUp).toNumber();
  return {
    ask_rate: around(new Big(1).plus(HALF_SPREAD)),
    bid_rate: around(new Big(1).minus(HALF_SPREAD)),
    spot_rate: spot.toNumber(),
  };
}

function rates(world: World, base: Currency, request: ExchangeRatesRequest): Rates {
  const rate = (from: Currency, to: Currency) => exchangeRate(world.state.exchange_rates, from, to);
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
    stream: { type: 'exchange_rates' },
    handle: ({ world, request, stream }) => {
      const query = request;
      const base = currencyNamed(query.base_currency);
      if (!base) throw new ApiError('InvalidCurrency', `The provided currency ${query.base_currency} is invalid.`);
      const body = () => ({
        exchange_rates: {
          base_currency: base.code,
          date: world.clock.epoch(),
          rates: rates(world, base, query),
        },
      });
      const first = body();
      if (stream) {
        // A stream names one target (checked by rates()); it moves when either currency's price is set.
        const watched = [base.code, query.target_currency];
        const onChange = (change: WorldChange) => {
          if (change.type === 'exchange_rate_set' && watched.includes(change.currency)) stream.push(body());
        };
        world.events.on('change', onChange);
        stream.onEnd(() => world.events.off('change', onChange));
      }
      return first;
    },
  },
};
