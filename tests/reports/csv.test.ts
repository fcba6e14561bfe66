import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../src/features/reports/csv';

describe('CSV writer', () => {
  it('writes rows as comma-separated lines ended with CRLF', () => {
    expect(csvText([['Date', 'Balance (USD)'], ['2026-11-23 10:00:00 GMT', '1523.47']])).toBe(
      'Date,Balance (USD)\r\n2026-11-23 10:00:00 GMT,1523.47\r\n',
    );
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Win payout if "Volatility 100", ends higher')).toBe('"Win payout if ""Volatility 100"", ends higher"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('')).toBe('');
  });

  it('keeps spreadsheets from running a cell as a formula, but leaves signed numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('+3')).toBe('+3');
  });
});
