import { describe, expect, it } from 'vitest';
import { failureFoldersSummary, millisecondsBetween, timingSummary } from '../../features/formatter/run-summary';

const timing = (n: number, ms: number) => ({ place: `features/f.feature:${n}`, name: `Scenario ${n}`, ms });

describe("the end of a Cucumber run's summary", () => {
  it('measures between two message timestamps', () => {
    expect(millisecondsBetween({ seconds: 10, nanos: 900_000_000 }, { seconds: 12, nanos: 100_000_000 })).toBe(1200);
  });

  it("names the suite's wall time and its five slowest scenarios, slowest first", () => {
    const timings = [timing(1, 900), timing(2, 4000), timing(3, 100), timing(4, 2500), timing(5, 3000), timing(6, 800)];
    expect(timingSummary(61_250, timings)).toBe(
      [
        'The scenarios took 61.3 s in all; the 5 slowest:',
        '    4.0 s  features/f.feature:2  Scenario 2',
        '    3.0 s  features/f.feature:5  Scenario 5',
        '    2.5 s  features/f.feature:4  Scenario 4',
        '    0.9 s  features/f.feature:1  Scenario 1',
        '    0.8 s  features/f.feature:6  Scenario 6',
        '',
      ].join('\n'),
    );
  });

  it('names every failed scenario folder, and says nothing when none failed', () => {
    expect(failureFoldersSummary([])).toBe('');
    expect(failureFoldersSummary(['/r/failed/a-1-x', '/r/failed/b-2-y'])).toContain(
      '  /r/failed/a-1-x\n  /r/failed/b-2-y\n',
    );
  });
});
