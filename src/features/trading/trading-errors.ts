import type { ApiError } from '../../../schemas/generated/types';
import { SANITY_CHECK_MESSAGE } from '../../api/socket/sanity-check';
import { localize } from '../../lib/localize';

/**
 * The trading page's texts of trading-core §6 and §8, verbatim. The NoMFProfessionalClient texts,
 * which the spec does not quote, are the platform's own front end's.
 */
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
  professionalProcessing: () => localize('Your application to be treated as a professional client is being processed.'),
  professionalRejected: () =>
    localize(
      'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.',
    ),
  professionalRejectedEmail: () => localize('More information can be found in an email sent to you.'),
  reapply: () => localize('I want to reapply'),
  professionalOnly: () => localize('In the EU, financial binary options are only available to professional investors.'),
  applyProfessional: () => localize('Apply now as a professional investor'),
  sanityCheck: () => localize(SANITY_CHECK_MESSAGE),
  purchaseOutcomeUnknown: () =>
    localize(
      'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.',
    ),
};

/**
 * What the page offers beside a message: a log-in button, a reload link, the virtual top-up popup
 * (instead of the message), or a link to the professional-client page.
 */
export type ErrorAction = 'login' | 'reload' | 'topup' | 'professional' | undefined;

export interface TradingErrorView {
  message: string;
  action: ErrorAction;
  /** A second line: the suggestion that follows some messages. */
  hint?: string;
  /** The text of the 'professional' link. */
  linkText?: string;
}

export interface TradingErrorOptions {
  /** A virtual account low enough for the top-up offer (trading-core §4 "Virtual top-up"). */
  topUpAllowed?: boolean;
  /** The account's status flags (get_account_status), which tell the professional-client variants apart. */
  accountStatus?: readonly string[];
}

/** An error of a trading call as the page shows it (trading-core §8). */
export function tradingError(error: unknown, options: TradingErrorOptions = {}): TradingErrorView {
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
    case 'OutcomeUnknown':
      return { message: TRADING_TEXTS.purchaseOutcomeUnknown(), action: undefined };
    case 'InsufficientBalance':
      return { message: apiError.message, action: options.topUpAllowed ? 'topup' : undefined };
    case 'NoMFProfessionalClient':
      return professionalClientError(options.accountStatus ?? []);
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

/** NoMFProfessionalClient by where the client's professional application stands. */
function professionalClientError(status: readonly string[]): TradingErrorView {
  if (status.includes('professional_requested'))
    return { message: TRADING_TEXTS.professionalProcessing(), action: undefined };
  if (status.includes('professional_rejected'))
    return {
      message: TRADING_TEXTS.professionalRejected(),
      hint: TRADING_TEXTS.professionalRejectedEmail(),
      action: 'professional',
      linkText: TRADING_TEXTS.reapply(),
    };
  return {
    message: TRADING_TEXTS.professionalOnly(),
    action: 'professional',
    linkText: TRADING_TEXTS.applyProfessional(),
  };
}

function asApiError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Partial<ApiError>;
  return typeof code === 'string' ? { code, message: typeof message === 'string' ? message : '' } : undefined;
}
