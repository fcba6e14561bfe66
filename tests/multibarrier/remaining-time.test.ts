import { describe, expect, it } from 'vitest';
import { remainingTime } from '../../src/lib/remaining-time';
import { phaseOf } from '../../src/lib/usePeriodClock';

describe('remaining time of a trading period', () => {
  it('reads hours, minutes and seconds, with days in front past one day', () => {
    expect(remainingTime(10_000 + 3_725, 10_000).text).toBe('01:02:05');
    expect(remainingTime(2 * 86_400 + 61, 0).text).toBe('2d 00:01:01');
  });

  it('turns to the alert at 120 s or less, not at 121 s', () => {
    expect(remainingTime(1_121, 1_000)).toMatchObject({ seconds: 121, alert: false, over: false });
    expect(remainingTime(1_120, 1_000)).toMatchObject({ seconds: 120, alert: true, over: false });
    expect(phaseOf(remainingTime(1_121, 1_000))).toBe('open');
    expect(phaseOf(remainingTime(1_120, 1_000))).toBe('closing');
  });

  it('is over at 0 and past it, never showing a negative time', () => {
    expect(remainingTime(1_000, 1_000)).toMatchObject({ seconds: 0, over: true, text: '00:00:00' });
    expect(remainingTime(1_000, 1_005)).toMatchObject({ seconds: 0, over: true });
    expect(phaseOf(remainingTime(1_000, 1_005))).toBe('over');
    expect(phaseOf(undefined)).toBe('none');
  });
});
