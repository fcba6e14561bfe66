import { TERMS_CONDITIONS_VERSION } from '../../domain/accounts/terms';
import { minimumWithdrawal } from '../../domain/cashier/currency-limits';
import { withOverrides } from '../../domain/rate-limits';
import { CURRENCIES, inCurrency, TRANSFER_MAX_USD, transferFeePercent, type Currency } from '../../domain/currencies';
import type { ResponseOf } from '../../protocol/calls';

type WebsiteStatus = ResponseOf<'website_status'>['website_status'];
import type { WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import type { HandlerTable } from '../handler';

/** The request budgets the world enforces, as the platform advertises them. */
function apiCallLimits(world: World): WebsiteStatus['api_call_limits'] {
  const limits = withOverrides(world.fixture.rate_limits);
  return {
    max_proposal_subscription: { applies_to: 'subscribing to proposal concurrently', max: 5 },
    max_requestes_general: { applies_to: 'rest of calls', ...limits.websocket_call },
    max_requests_outcome: { applies_to: 'portfolio, statement and proposal', ...limits.websocket_call_expensive },
    max_requests_pricing: { applies_to: 'proposal and proposal_open_contract', ...limits.websocket_call_pricing },
  };
}

const SUPPORTED_LANGUAGES = ['EN', 'DE', 'ES', 'FR', 'ID', 'IT', 'PL', 'PT', 'RU', 'TH', 'VI', 'ZH_CN', 'ZH_TW'];

function currencyConfig(currency: Currency): WebsiteStatus['currencies_config'][string] {
  const fees = Object.fromEntries(
    CURRENCIES.filter((other) => other !== currency).map((other) => [other.code, transferFeePercent(currency, other)]),
  );
  return {
    fractional_digits: currency.fractionalDigits,
    is_deposit_suspended: 0,
    is_suspended: 0,
    is_withdrawal_suspended: 0,
    name: currency.name,
    stake_default: currency.stakeDefault,
    transfer_between_accounts: {
      fees,
      limits: {
        min: Number(minimumWithdrawal(currency)),
        max: inCurrency(TRANSFER_MAX_USD, currency),
      },
    },
    type: currency.type,
  };
}

function websiteStatus(world: World): WebsiteStatus {
  const status: WebsiteStatus = {
    api_call_limits: apiCallLimits(world),
    clients_country: world.state.site.clients_country,
    currencies_config: Object.fromEntries(CURRENCIES.map((currency) => [currency.code, currencyConfig(currency)])),
    site_status: world.state.site.status,
    supported_languages: SUPPORTED_LANGUAGES,
    terms_conditions_version: TERMS_CONDITIONS_VERSION,
  };
  if (world.state.site.message) status.message = world.state.site.message;
  return status;
}

export const websiteStatusHandlers: HandlerTable = {
  website_status: {
    stream: { type: 'website_status', key: () => 'website_status', describe: () => 'website_status' },
    handle: ({ world, stream }) => {
      if (stream) {
        const onChange = (change: WorldChange) => {
          if (change.type === 'site_set') stream.push({ website_status: websiteStatus(world) });
        };
        world.events.on('change', onChange);
        stream.onEnd(() => world.events.off('change', onChange));
      }
      return { website_status: websiteStatus(world) };
    },
  },
};
