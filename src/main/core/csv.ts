/**
 * CSV export, host-neutral and pure: the rows of a whole list (fetched page by page when the
 * server pages it) turned into a CSV that Excel opens with Arabic intact. Electron saves the
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

/** Stops a server that keeps answering full pages from filling the memory. */
export const MAX_EXPORT_ROWS = 1_000_000;

/**
 * Every row of a paged list: pages of `pageSize` from skip 0 until a page comes back short.
 */
export async function collectPages<T>(
  fetchPage: (page: { skip: number; limit: number }) => Promise<T[]>,
  pageSize: number,
  maxRows = MAX_EXPORT_ROWS,
): Promise<T[]> {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be a positive integer');
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage({ skip: rows.length, limit: pageSize });
    rows.push(...page);
    if (page.length < pageSize) return rows;
    if (rows.length >= maxRows) throw new RangeError(`The list has more than ${maxRows} rows.`);
  }
}
