/**
 * CSV text (RFC 4180): cells with a comma, quote or line break are quoted, quotes doubled, lines
 * ended with CRLF. A cell a spreadsheet would run as a formula (starting with =, +, - or @, or a tab
 * or carriage return) is written with a leading apostrophe, except a plain number such as "-12.50".
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
