/**
 * CSV export, host-neutral and pure: the rows of a whole list turned into a CSV that Excel opens with Arabic intact. Electron saves the
 * text through a dialog, the browser host hands it to the page for download.
 */
import Papa from 'papaparse';
import type { CsvColumn } from '../../shared/ipc';

/** Excel reads a CSV as the local code page unless it starts with the UTF-8 byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell that starts like a formula (= + - @, or tab/carriage return that some programs skip)
 * would run as one in a spreadsheet (CSV injection, OWASP); a leading quote makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers cannot carry a formula; -5 stays a number.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The CSV text: a header of the columns' labels, then one line per row in the columns' order. */
export function buildCsv(rows: ReadonlyArray<object>, columns: readonly CsvColumn[]): string {
  const data = rows.map((row) =>
    columns.map(({ key }) => csvCell(Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined)),
  );
  const body = Papa.unparse({ fields: columns.map(({ label }) => csvCell(label)), data }, { newline: '\r\n', header: true });
  return UTF8_BOM + body;
}
