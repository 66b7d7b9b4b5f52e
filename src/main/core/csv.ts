/**
 * CSV export, host-neutral and pure: the rows of a whole list turned into a CSV that Excel opens with Arabic intact, whole or a page
 * at a time. Electron writes the text through a dialog as the pages arrive, the browser host hands it to the page for download.
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

const NEWLINE = '\r\n';

/** The byte order mark and the header line of the columns' labels. */
export const csvHead = (columns: readonly CsvColumn[]): string =>
  UTF8_BOM + Papa.unparse([columns.map(({ label }) => csvCell(label))], { newline: NEWLINE });

/** Lines of rows in the columns' order, each after a line break (they follow the head or earlier lines). */
export function csvLines(rows: ReadonlyArray<object>, columns: readonly CsvColumn[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) =>
    columns.map(({ key, names }) => {
      const value = Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined;
      // A column of names (a category for its id) writes the name the list shows.
      const name = names && value !== undefined && value !== null && Object.hasOwn(names, String(value)) ? names[String(value)] : undefined;
      return csvCell(name ?? value);
    }),
  );
  return NEWLINE + Papa.unparse(data, { newline: NEWLINE });
}

/** The CSV text: a header of the columns' labels, then one line per row in the columns' order. */
export function buildCsv(rows: ReadonlyArray<object>, columns: readonly CsvColumn[]): string {
  return csvHead(columns) + csvLines(rows, columns);
}

/** The same text in chunks, a page of rows at a time, for a file written as the pages arrive. */
export async function* csvChunks(pages: AsyncIterable<ReadonlyArray<object>>, columns: readonly CsvColumn[]): AsyncGenerator<string> {
  yield csvHead(columns);
  for await (const rows of pages) yield csvLines(rows, columns);
}
