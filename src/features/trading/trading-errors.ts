import type { ApiError } from '../../../schemas/generated/types';
import { SANITY_CHECK_MESSAGE } from '../../api/socket/sanity-check';
import { localize } from '../../lib/localize';

/** The trading page's texts of trading-core §6 and §8, verbatim. */
export const TRADING_TEXTS = {
  noSymbols: () => localize('Trading is unavailable at this time.'),
  inactiveSymbol: () => localize('This symbol is not active. Please try another symbol.'),
  marketClosed: () => localize('Market is closed. Please try again later.'),
  pleaseLogIn: () => localize('Please log in'),
  unwelcome: () => localize('Sorry, your account is not authorised for any further contract purchases.'),
  rateLimit: () => localize('You have reached the rate limit of requests per second. Please try later.'),
  generic: () => localize('Sorry, an error occurred while processing your request.'),
  reloadPage: () => localize('Please reload the page'),
  chartUnavailable: () => localize('Chart is not available for this underlying.'),
  emptyHistory: () => localize('Ticks history returned an empty array.'),
  tryOtherMarkets: () => localize('Please try Volatility Indices or other markets.'),
  sanityCheck: () => localize(SANITY_CHECK_MESSAGE),
};

/** What the page offers beside a message: a log-in button, a reload link, or a virtual top-up. */
export type ErrorAction = 'login' | 'reload' | 'topup' | undefined;

export interface TradingErrorView {
  message: string;
  action: ErrorAction;
  /** A second line: the suggestion that follows some messages. */
  hint?: string;
}

/** An error of a trading call as the page shows it (trading-core §8). */
export function tradingError(error: unknown, options: { isVirtual?: boolean } = {}): TradingErrorView {
  const apiError = asApiError(error);
  if (!apiError) return { message: TRADING_TEXTS.generic(), action: undefined };
  switch (apiError.code) {
    case 'AuthorizationRequired':
      return { message: apiError.message, action: 'login' };
    case 'InvalidSymbol':
      return { message: apiError.message, action: 'reload' };
    case 'RateLimit':
      return { message: TRADING_TEXTS.rateLimit(), action: undefined };
    case 'SanityCheckFailed':
      return { message: TRADING_TEXTS.sanityCheck(), action: undefined };
    case 'MarketIsClosed':
      return { message: TRADING_TEXTS.marketClosed(), action: undefined };
    case 'InsufficientBalance':
      return { message: apiError.message, action: options.isVirtual ? 'topup' : undefined };
    case 'ClientUnwelcome':
      return { message: TRADING_TEXTS.unwelcome(), action: undefined };
    case 'RestrictedCountry':
    case 'FinancialBinariesRestrictedCountry':
    case 'RandomRestrictedCountry':
      return { message: apiError.message, action: undefined, hint: TRADING_TEXTS.tryOtherMarkets() };
    case 'WrongResponse':
    case 'InternalServerError':
    case 'OutputValidationFailed':
      return { message: TRADING_TEXTS.generic(), action: undefined };
    default:
      return { message: apiError.message || TRADING_TEXTS.generic(), action: undefined };
  }
}

function asApiError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Partial<ApiError>;
  return typeof code === 'string' ? { code, message: typeof message === 'string' ? message : '' } : undefined;
}
