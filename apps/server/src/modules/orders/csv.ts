/**
 * RFC 4180 CSV: CRLF line ends, fields quoted when they hold a comma, quote or line break, quotes
 * doubled. Text that a spreadsheet would run as a formula (= + - @ tab CR at the start) gets a
 * leading apostrophe (OWASP "CSV injection"); numbers are written as they are.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a UTF-8 byte order mark (spreadsheets then read accents right), header, rows. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
