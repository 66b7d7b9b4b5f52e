/**
 * The kit's CSV: what a table's file holds, for the two ways a file is written. A resource's
 * list is fetched whole by main (`csv:export`: the columns say which record fields to write), a
 * table of rows held in memory (a report) is written as given (`rowsCsv`). Either way the file
 * has the visible data columns, headers in the screen's language, and a column of names writes
 * the names (`csv.names`), not the ids behind them.
 */
import type { CsvColumn } from '../../../../shared/ipc';
import { sortValueOf } from './sortRows';
import { isDataColumn, type CellContext, type DataColumn, type ListColumn } from './types';

type CsvValue = string | number | null;

/** The columns main writes for a whole list: the record fields of the visible data columns. */
export function listCsvColumns<T>(columns: ReadonlyArray<ListColumn<T>>, context: CellContext): CsvColumn[] {
  return columns.filter(isDataColumn).flatMap((column) => {
    if (column.csv === false) return [];
    if (column.csv) return [{ key: column.csv.field, label: context.t(column.label), names: column.csv.names(context) }];
    return column.field ? [{ key: column.field, label: context.t(column.label) }] : [];
  });
}

/** A cell's value in the file: the name of what it holds, else its field's value, else what it sorts by. */
function csvValueOf<T>(column: DataColumn<T>, context: CellContext): ((row: T) => CsvValue) | undefined {
  const plain = (value: unknown): CsvValue => (value === null || value === undefined ? null : typeof value === 'number' ? value : String(value));
  if (column.csv === false) return undefined;
  if (column.csv) {
    const { field } = column.csv;
    const names = column.csv.names(context);
    return (row) => {
      const value = plain(row[field]);
      return value === null ? null : (names[String(value)] ?? value);
    };
  }
  const field = column.field;
  if (field) return (row) => plain(row[field]);
  const sortValue = sortValueOf(column);
  return sortValue && ((row) => plain(sortValue(row, context)));
}

/**
 * The file of a table held in memory, in the order it shows its rows, its footer (totals) last:
 * the columns and rows `reports:saveCsv` writes.
 */
export function rowsCsv<T>(
  columns: ReadonlyArray<ListColumn<T>>,
  rows: readonly T[],
  context: CellContext,
  footer?: T,
): { columns: CsvColumn[]; rows: Array<Record<string, CsvValue>> } {
  const written = columns.filter(isDataColumn).flatMap((column) => {
    const value = csvValueOf(column, context);
    return value ? [{ key: column.key, label: context.t(column.label), value }] : [];
  });
  const line = (row: T) => Object.fromEntries(written.map(({ key, value }) => [key, value(row)]));
  return {
    columns: written.map(({ key, label }) => ({ key, label })),
    rows: [...rows, ...(footer ? [footer] : [])].map(line),
  };
}
