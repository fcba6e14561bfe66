import { describe, expect, it } from 'vitest';
import { formErrors } from '../../src/lib/validators';
import { selfExclusionChanges } from '../../src/features/selfExclusion/self-exclusion-request';
import { selfExclusionRules, selfExclusionValues } from '../../src/features/selfExclusion/self-exclusion-rules';

const NOW = Date.parse('2030-01-15T12:00:00Z');

function errorsOf(fields: Record<string, string>, current = {}) {
  const values = { ...selfExclusionValues(current), ...fields };
  return formErrors(values, selfExclusionRules(values, current, 2, NOW));
}

describe('self-exclusion rules (accounts-and-money §5, §9)', () => {
  it('accepts an untouched form, empty dates included', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('lets a limit once set only be lowered, and not be removed', () => {
    const current = { max_open_bets: 50, max_balance: 1000 };
    expect(errorsOf({ max_open_bets: '60' }, current).max_open_bets).toBe('Should be between 0 and 50');
    expect(errorsOf({ max_open_bets: '' }, current).max_open_bets).toBe('This field is required.');
    expect(errorsOf({ max_balance: '999.999' }, current).max_balance).toBe('Up to 2 decimal places are allowed.');
    expect(errorsOf({ max_open_bets: '40', max_balance: '999.99' }, current)).toEqual({});
  });

  it('shows the no-limit turnover as no limit, which is not a limit set', () => {
    const values = selfExclusionValues({ max_30day_turnover: 999999999999999 });
    expect(values.max_30day_turnover).toBe('');
    expect(errorsOf({}, { max_30day_turnover: 999999999999999 })).toEqual({});
  });

  it('keeps a session to 6 weeks in minutes', () => {
    expect(errorsOf({ session_duration_limit: '60481' }).session_duration_limit).toBe('Should be between 0 and 60,480');
    expect(errorsOf({ session_duration_limit: '60480' })).toEqual({});
  });

  it('keeps a time-out from today to 42 days ahead, and not in the past', () => {
    expect(errorsOf({ timeout_date: '2030-01-14' }).timeout_date).toBe('Time out must be after today.');
    expect(errorsOf({ timeout_date: '2030-02-27' }).timeout_date).toBe('Time out cannot be more than 6 weeks.');
    expect(errorsOf({ timeout_date: '2030-02-26' })).toEqual({});
    expect(errorsOf({ timeout_date: '2030-01-15', timeout_time: '11:00' }).timeout_time).toBe(
      'Time out cannot be in the past.',
    );
    expect(errorsOf({ timeout_date: '2030-01-15', timeout_time: '13:00' })).toEqual({});
  });

  it('keeps an exclusion more than 6 months and at most 1825 days ahead', () => {
    expect(errorsOf({ exclude_until: '2030-07-15' }).exclude_until).toBe('Exclude time cannot be less than 6 months.');
    expect(errorsOf({ exclude_until: '2030-07-16' })).toEqual({});
    expect(errorsOf({ exclude_until: '2035-01-15' }).exclude_until).toBe(
      'Exclude time cannot be for more than 5 years.',
    );
    expect(errorsOf({ exclude_until: '2035-01-14' })).toEqual({});
  });
});

describe('set_self_exclusion request', () => {
  it('carries only what changed: numbers, the time-out in epoch seconds, the exclusion date', () => {
    const held = selfExclusionValues({ max_open_bets: 50 });
    expect(selfExclusionChanges(held, held)).toEqual({});
    expect(
      selfExclusionChanges(
        { ...held, max_open_bets: '40', timeout_date: '2030-01-20', timeout_time: '08:30', exclude_until: '' },
        held,
      ),
    ).toEqual({ max_open_bets: 40, timeout_until: Date.parse('2030-01-20T08:30:00Z') / 1000 });
  });
});
