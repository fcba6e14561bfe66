import { describe, expect, it } from 'vitest';
import { truncateLabel } from '../../src/lib/truncate';

describe('truncateLabel', () => {
  it('keeps a label of at most the limit as it is', () => {
    expect(truncateLabel('Touch/No Touch', 15)).toBe('Touch/No Touch');
    expect(truncateLabel('Rise/Fall', 9)).toBe('Rise/Fall');
  });

  it('cuts a longer label to the limit and marks the cut', () => {
    expect(truncateLabel('Ends Between/Ends Outside', 10)).toBe('Ends Betwe…');
    expect(truncateLabel('Ends Between/Ends Outside', 15)).toBe('Ends Between/En…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateLabel('Call Spread/Put Spread', 5)).toBe('Call…');
  });
});
