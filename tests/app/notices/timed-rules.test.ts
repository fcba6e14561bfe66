import { describe, expect, it } from 'vitest';
import { notificationShowsAgainAt } from '../../../src/features/notifications/notification-record';
import { outdatedBrowser } from '../../../src/features/notifications/outdated-browser';
import { supportChatStatus } from '../../../src/features/notifications/support-hours';
import { parseIntervalMinutes, readRealityCheck } from '../../../src/features/realityCheck/reality-check-store';
import { summaryView } from '../../../src/features/realityCheck/summary-view';
import { sessionLimitPlan, sessionStart } from '../../../src/features/sessionLimit/session-limit';
import { hideOffer, isBalanceLow, offerHiddenUntil } from '../../../src/features/virtualTopUp/topup-offer';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}
const memory = () => new MemoryStorage() as unknown as Storage;

describe('status notification', () => {
  it('reappears 1800 s after it was closed, and at once for another message', () => {
    const record = { message: 'A', close_time: 1_000_000 };
    expect(notificationShowsAgainAt(undefined, 'A')).toBe(0);
    expect(notificationShowsAgainAt(record, 'A')).toBe(1_000_000 + 1_800_000);
    expect(notificationShowsAgainAt(record, 'B')).toBe(0);
  });
});

describe('session-duration limit', () => {
  const start = 1_700_000_000;
  it('warns 10 s before the end and logs out at the end', () => {
    expect(sessionLimitPlan(30, start, start * 1000 + 60_000)).toEqual({ warnInMs: 1_730_000, logoutInMs: 1_740_000 });
  });
  it('a limit already passed still leaves 10 s', () => {
    expect(sessionLimitPlan(1, start, start * 1000 + 120_000)).toEqual({ warnInMs: 0, logoutInMs: 10_000 });
  });
  it('cuts a wait longer than a timer can hold to 2^31-1 ms', () => {
    expect(sessionLimitPlan(60 * 24 * 60, start, start * 1000).logoutInMs).toBe(2 ** 31 - 1);
  });
  it('records the session start once', () => {
    const storage = memory();
    expect(sessionStart(storage, 5_000_999)).toBe(5000);
    expect(sessionStart(storage, 9_000_000)).toBe(5000);
  });
});

describe('support chat hours (UTC+8: weekdays 8-17, weekends 6-21)', () => {
  const utc8 = (iso: string) => Date.parse(`${iso}+08:00`);
  it.each([
    ['2026-11-23T07:59:59', false, '2026-11-23T08:00:00'], // Monday
    ['2026-11-23T08:00:00', true, '2026-11-23T17:00:00'],
    ['2026-11-23T16:59:59', true, '2026-11-23T17:00:00'],
    ['2026-11-23T17:00:00', false, '2026-11-24T08:00:00'],
    ['2026-11-27T20:00:00', false, '2026-11-28T06:00:00'], // Friday evening -> Saturday opening
    ['2026-11-28T05:59:00', false, '2026-11-28T06:00:00'],
    ['2026-11-28T06:00:00', true, '2026-11-28T21:00:00'],
    ['2026-11-29T20:59:59', true, '2026-11-29T21:00:00'], // Sunday
    ['2026-11-29T21:00:00', false, '2026-11-30T08:00:00'],
  ])('at %s (UTC+8) available=%s until %s', (at, available, changes) => {
    expect(supportChatStatus(utc8(at))).toEqual({ available, changesAt: utc8(changes) });
  });
});

describe('virtual top-up offer', () => {
  it('stands at 1000 or less, compared exactly', () => {
    expect(isBalanceLow(1000, 'USD')).toBe(true);
    expect(isBalanceLow(1000.01, 'USD')).toBe(false);
    expect(isBalanceLow(0, 'USD')).toBe(true);
  });
  it('cancel hides it for a day, never-show for ten years', () => {
    const storage = memory();
    expect(offerHiddenUntil(storage)).toBe(0);
    expect(hideOffer(storage, 1_000, false)).toBe(1_000 + 86_400_000);
    expect(offerHiddenUntil(storage)).toBe(1_000 + 86_400_000);
    expect(hideOffer(storage, 1_000, true)).toBe(1_000 + 3650 * 86_400_000);
  });
});

describe('reality check', () => {
  it('accepts whole minutes from 10 to 60', () => {
    expect(parseIntervalMinutes(' 10 ')).toEqual({ interval: 600_000 });
    expect(parseIntervalMinutes('60')).toEqual({ interval: 3_600_000 });
    expect(parseIntervalMinutes('9')).toEqual({ error: 'Should be between 10 and 60' });
    expect(parseIntervalMinutes('61')).toEqual({ error: 'Should be between 10 and 60' });
    expect(parseIntervalMinutes('1.5')).toEqual({ error: 'Should be a valid number.' });
    expect(parseIntervalMinutes('')).toEqual({ error: 'This field is required.' });
  });
  it('defaults to 600000 ms unacknowledged and ignores bad stored values', () => {
    const storage = memory();
    expect(readRealityCheck(storage)).toEqual({ ack: false, interval: 600_000 });
    storage.setItem('reality_check', '{"ack":true,"interval":5}');
    expect(readRealityCheck(storage)).toEqual({ ack: false, interval: 600_000 });
    storage.setItem('reality_check', 'not json');
    expect(readRealityCheck(storage)).toEqual({ ack: false, interval: 600_000 });
    storage.setItem('reality_check', '{"ack":true,"interval":1200000}');
    expect(readRealityCheck(storage)).toEqual({ ack: true, interval: 1_200_000 });
  });
  it('summarises in exact decimals: profit is sales less purchases', () => {
    const view = summaryView(
      {
        buy_amount: 0.3,
        sell_amount: 0.1,
        buy_count: 2,
        sell_count: 1,
        open_contract_count: 1,
        potential_profit: 1234.5,
        currency: 'USD',
        loginid: 'MX90000001',
        start_time: 1_700_000_000,
      },
      1_700_000_000_000 + 3_723_000,
    );
    expect(view).toMatchObject({
      turnover: '0.30',
      profit_loss: '-0.20',
      potential_profit: '1,234.50',
      session_duration: '1h 02m 03s',
      login_time: '2023-11-14 22:13:20 GMT',
    });
  });
});

describe('outdated browser (minimums IE 11, Safari 9, Chrome 65)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/64.0.3282.140 Safari/537.36',
      'Chrome 64',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', undefined],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', 'Internet Explorer 10'],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', undefined],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9', 'Safari 8'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', undefined],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', undefined],
    ['', undefined],
  ])('%s -> %s', (userAgent, expected) => {
    expect(outdatedBrowser(userAgent)).toBe(expected);
  });
});
