import { describe, expect, it } from 'vitest';
import { globalErrorAction } from '../../../src/features/notifications/global-errors';

const error = (code: string, message = `server says ${code}`) => ({ code, message });

describe('the global error catalogue (trading-core §8, accounts-and-money §8)', () => {
  it('RateLimit shows the spec text as a notice, except for cashier_password', () => {
    expect(globalErrorAction('ticks_history', error('RateLimit'), true)).toEqual({
      kind: 'rate_limit',
      message: 'You have reached the rate limit of requests per second. Please try later.',
    });
    expect(globalErrorAction('cashier_password', error('RateLimit'), true)).toBeUndefined();
  });

  it.each(['WrongResponse', 'InternalServerError', 'OutputValidationFailed'])(
    '%s replaces the content with its message, except for mt5_login_list',
    (code) => {
      expect(globalErrorAction('statement', error(code), true)).toEqual({
        kind: 'replace_content',
        message: `server says ${code}`,
      });
      expect(globalErrorAction('mt5_login_list', error(code), true)).toBeUndefined();
    },
  );

  it('DisabledClient replaces the content with its message, for any call', () => {
    expect(globalErrorAction('mt5_login_list', error('DisabledClient'), true)).toEqual({
      kind: 'replace_content',
      message: 'server says DisabledClient',
    });
  });

  it('SelfExclusion on authorize alerts in the active tab only', () => {
    expect(globalErrorAction('authorize', error('SelfExclusion'), true)).toEqual({
      kind: 'alert',
      message: 'server says SelfExclusion',
    });
    expect(globalErrorAction('authorize', error('SelfExclusion'), false)).toBeUndefined();
    expect(globalErrorAction('set_self_exclusion', error('SelfExclusion'), true)).toBeUndefined();
  });

  it('an error without a message gets the generic message and title', () => {
    for (const message of ['', '   ']) {
      expect(globalErrorAction('balance', error('Whatever', message), true)).toEqual({
        kind: 'replace_content',
        message: 'Sorry, an error occurred while processing your request.',
        title: 'There was an error',
      });
    }
  });

  it("leaves the pages' own errors and the connection loss to their handlers", () => {
    for (const code of ['InvalidSymbol', 'InsufficientBalance', 'InputValidationFailed', 'ConnectionLost']) {
      expect(globalErrorAction('buy', error(code), true)).toBeUndefined();
    }
  });

  it('never throws on malformed errors', () => {
    expect(() => globalErrorAction('buy', { code: 'X', message: undefined as unknown as string }, true)).not.toThrow();
  });
});
