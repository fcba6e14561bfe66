import { beforeEach, describe, expect, it } from 'vitest';
import { selfExclusionLimits } from '../../../simulator/domain/accounts/self-exclusion';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

/** 2026-11-23 10:00:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 10) / 1000;
const DAY = 86_400;

beforeEach(async () => {
  await simulator().control.setClock('default', NOW);
});

function refusal(field: string, message: string) {
  return { error: { code: 'SetSelfExclusionError', message, details: { field } } };
}

describe('set_self_exclusion and get_self_exclusion', () => {
  it('keeps the limits the client sets and shows them back', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const limits = {
      max_balance: 5000,
      max_turnover: 1000.5,
      max_30day_losses: 300,
      max_open_bets: 10,
      session_duration_limit: 120,
    };
    expect(await socket.call({ set_self_exclusion: 1, ...limits })).toMatchObject({ set_self_exclusion: 1 });
    expect((await socket.call({ get_self_exclusion: 1 })).get_self_exclusion).toEqual(limits);
  });

  it('lets a limit be lowered but never raised', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await socket.call({ set_self_exclusion: 1, max_balance: 5000 });
    expect(await socket.call({ set_self_exclusion: 1, max_balance: 6000 })).toMatchObject(
      refusal('max_balance', 'Please enter a number between 0 and 5000.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, max_balance: 4000 })).toMatchObject({ set_self_exclusion: 1 });
  });

  it('refuses amounts with more decimals than the currency, a session over 6 weeks and an empty request', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_self_exclusion: 1, max_deposit: 10.005 })).toMatchObject(
      refusal('max_deposit', 'Up to 2 decimal places are allowed.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, session_duration_limit: 42 * 24 * 60 + 1 })).toMatchObject(
      refusal('session_duration_limit', 'Session duration limit cannot be more than 6 weeks.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, max_balance: null })).toMatchObject(
      refusal('set_self_exclusion', 'Please provide at least one self-exclusion setting.'),
    );
  });

  it('takes a time-out of up to 6 weeks, which stops log-ins until it ends', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_self_exclusion: 1, timeout_until: NOW - 1 })).toMatchObject(
      refusal('timeout_until', 'Timeout time must be greater than current time.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, timeout_until: NOW + 42 * DAY + 1 })).toMatchObject(
      refusal('timeout_until', 'Timeout time cannot be more than 6 weeks.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, timeout_until: NOW + DAY })).toMatchObject({
      set_self_exclusion: 1,
    });
    expect(errorCode(await socket.call({ get_self_exclusion: 1 }))).toBe('ClientSelfExclusion');
    const other = await open();
    expect((await other.call({ authorize: tokenOf('CR90000001') })).error).toEqual({
      code: 'SelfExclusion',
      message: 'Sorry, you have excluded yourself until 2026-11-24T10:00:00.',
    });
    await simulator().control.setClock('default', NOW + DAY + 1);
    expect(errorCode(await other.call({ authorize: tokenOf('CR90000001') }))).toBeUndefined();
    expect((await other.call({ get_self_exclusion: 1 })).get_self_exclusion).toEqual({});
  });

  it('takes an exclusion of 6 months to 5 years', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect(await socket.call({ set_self_exclusion: 1, exclude_until: '2026-11-23' })).toMatchObject(
      refusal('exclude_until', 'Exclude time must be after today.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, exclude_until: '2027-05-22' })).toMatchObject(
      refusal('exclude_until', 'Exclude time cannot be less than 6 months.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, exclude_until: '2031-11-23' })).toMatchObject(
      refusal('exclude_until', 'Exclude time cannot be for more than five years.'),
    );
    expect(await socket.call({ set_self_exclusion: 1, exclude_until: '2027-5-23' })).toMatchObject({
      set_self_exclusion: 1,
    });
    const other = await open();
    expect((await other.call({ authorize: tokenOf('CR90000001') })).error).toMatchObject({
      code: 'SelfExclusion',
      message: 'Sorry, you have excluded yourself until 2027-05-23T00:00:00.',
    });
  });

  it('is refused to virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('VRTC90000001'));
    const denied = { code: 'PermissionDenied', message: 'Permission denied.' };
    expect((await socket.call({ get_self_exclusion: 1 })).error).toEqual(denied);
    expect((await socket.call({ set_self_exclusion: 1, max_balance: 1 })).error).toEqual(denied);
  });

  it('can be set through the control API for scenarios', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', { self_exclusion: { max_open_bets: 2 } });
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect((await socket.call({ get_self_exclusion: 1 })).get_self_exclusion).toEqual({ max_open_bets: 2 });
  });
});

describe('selfExclusionLimits', () => {
  it('gives amounts in minor units and leaves out the no-limit turnover', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', {
      self_exclusion: { max_balance: 1500.25, max_30day_turnover: 999999999999999, max_open_bets: 3 },
    });
    expect(selfExclusionLimits(simulator().world.state.accounts, 'CR90000001')).toEqual({
      amounts: { max_balance: 150025 },
      max_open_bets: 3,
    });
    expect(selfExclusionLimits(simulator().world.state.accounts, 'CR90000002')).toEqual({ amounts: {} });
  });
});

describe('get_limits with self-exclusion', () => {
  it("lowers the balance and open-position limits to the client's own and shows the daily turnover", async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    await socket.call({ set_self_exclusion: 1, max_balance: 2500.5, max_open_bets: 7, max_turnover: 400 });
    expect((await socket.call({ get_limits: 1 })).get_limits).toMatchObject({
      account_balance: 2500.5,
      open_positions: 7,
      daily_turnover: 400,
      payout: 50000,
    });
  });

  it('keeps the platform limits where the client set a higher one', async () => {
    await simulator().control.patchAccount('default', 'CR90000001', { self_exclusion: { max_balance: 1e6 } });
    const socket = await authorized(open, tokenOf('CR90000001'));
    const limits = (await socket.call({ get_limits: 1 })).get_limits as Record<string, unknown>;
    expect(limits).toMatchObject({ account_balance: 300000, open_positions: 100 });
    expect(limits.daily_turnover).toBeUndefined();
  });
});

describe('the UK turnover-limit rule', () => {
  it('asks GB residents to set a 30-day turnover limit, and setting one clears the flag', async () => {
    const socket = await open();
    expect((await socket.call({ landing_company: 'gb' })).landing_company).toMatchObject({
      need_set_max_turnover_limit: 1,
    });
    expect((await socket.call({ landing_company: 'de' })).landing_company).toMatchObject({
      need_set_max_turnover_limit: 0,
    });
    await simulator().control.patchAccount('default', 'MX90000001', {
      status: { set: ['max_turnover_limit_not_set'] },
    });
    const briton = await authorized(open, tokenOf('MX90000001'));
    await briton.call({ set_self_exclusion: 1, max_turnover: 100 });
    expect((await simulator().control.getAccount('default', 'MX90000001')).status).toContain(
      'max_turnover_limit_not_set',
    );
    await briton.call({ set_self_exclusion: 1, max_30day_turnover: 5000 });
    expect((await simulator().control.getAccount('default', 'MX90000001')).status).not.toContain(
      'max_turnover_limit_not_set',
    );
  });
});
