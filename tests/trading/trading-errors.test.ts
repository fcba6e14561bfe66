import { describe, expect, it } from 'vitest';
import { tradingError } from '../../src/features/trading/trading-errors';

describe('trading errors as the page shows them (trading-core §8)', () => {
  it.each([
    [
      { code: 'ClientUnwelcome', message: 'x' },
      {},
      'Sorry, your account is not authorised for any further contract purchases.',
      undefined,
    ],
    [
      { code: 'RateLimit', message: 'x' },
      {},
      'You have reached the rate limit of requests per second. Please try later.',
      undefined,
    ],
    [
      { code: 'MarketIsClosed', message: 'This market is presently closed.' },
      {},
      'Market is closed. Please try again later.',
      undefined,
    ],
    [{ code: 'InvalidSymbol', message: 'Symbol X is invalid.' }, {}, 'Symbol X is invalid.', 'reload'],
    [{ code: 'AuthorizationRequired', message: 'Please log in.' }, {}, 'Please log in.', 'login'],
    [{ code: 'InsufficientBalance', message: 'Too little.' }, { topUpAllowed: true }, 'Too little.', 'topup'],
    [{ code: 'InsufficientBalance', message: 'Too little.' }, { topUpAllowed: false }, 'Too little.', undefined],
    [
      { code: 'InternalServerError', message: 'boom' },
      {},
      'Sorry, an error occurred while processing your request.',
      undefined,
    ],
    [
      { code: 'ContractBuyValidationError', message: 'Barrier is out of range.' },
      {},
      'Barrier is out of range.',
      undefined,
    ],
    ['not an error', {}, 'Sorry, an error occurred while processing your request.', undefined],
  ] as const)('%j -> %s', (error, options, message, action) => {
    expect(tradingError(error, options)).toMatchObject({ message, action });
  });

  it.each([
    [
      [],
      {
        message: 'In the EU, financial binary options are only available to professional investors.',
        action: 'professional',
        linkText: 'Apply now as a professional investor',
      },
    ],
    [
      ['professional_requested'],
      { message: 'Your application to be treated as a professional client is being processed.', action: undefined },
    ],
    [
      ['authenticated', 'professional_rejected'],
      {
        message:
          'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.',
        hint: 'More information can be found in an email sent to you.',
        action: 'professional',
        linkText: 'I want to reapply',
      },
    ],
  ] as const)('NoMFProfessionalClient for an account with status %j', (accountStatus, view) => {
    const error = { code: 'NoMFProfessionalClient', message: 'Sorry, your account is not authorised.' };
    expect(tradingError(error, { accountStatus })).toEqual(view);
  });

  it.each(['RestrictedCountry', 'RandomRestrictedCountry', 'FinancialBinariesRestrictedCountry'])(
    '%s keeps the message and suggests other markets',
    (code) => {
      expect(tradingError({ code, message: 'Not in your country.' })).toEqual({
        message: 'Not in your country.',
        action: undefined,
        hint: 'Please try Volatility Indices or other markets.',
      });
    },
  );
});
