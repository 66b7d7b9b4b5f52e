import type { CellContext, DataColumn } from './types';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** A header pressed: its column ascending first, the same column again turns the order round. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

type SortValue = string | number | null | undefined;

/** The value a column sorts by, or undefined when it cannot sort. */
export function sortValueOf<T>(column: DataColumn<T>): ((row: T, context: CellContext) => SortValue) | undefined {
  if (column.sortValue) return column.sortValue;
  const field = column.field;
  if (!field) return undefined;
  return (row) => {
    const value = row[field];
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  };
}

/** Rows in both orders of one sorting: what a header's clicks go back and forth between. */
export interface RowOrder<T> {
  ascending: readonly T[];
  /** Made from the ascending order when first asked for, without sorting again. */
  descending(): readonly T[];
}

interface Keyed<T> {
  row: T;
  key: SortValue;
}

const isMissing = (key: SortValue) => key === null || key === undefined || key === '';

/**
 * Rows in order: by the column (numbers as numbers, text by the language's collation with numeric
 * parts compared as numbers, missing values last in both orders), else by the list's default
 * order. Array.prototype.sort is stable, so equal rows keep the server's order, in both orders:
 * the descending one is the ascending one's runs of equal values taken from the last, each run's
 * rows in their own order. Turning the order round costs a walk through the rows, not a sort (a
 * collation's comparisons take most of a sort of 10,000 rows).
 */
export function orderRows<T>(
  rows: readonly T[],
  options: { column?: DataColumn<T>; defaultOrder?: (a: T, b: T) => number; context: CellContext; locale: string },
): RowOrder<T> {
  const value = options.column ? sortValueOf(options.column) : undefined;
  if (!value) {
    const ordered = options.defaultOrder ? [...rows].sort(options.defaultOrder) : rows;
    return { ascending: ordered, descending: () => ordered };
  }
  const collator = new Intl.Collator(options.locale, { numeric: true, sensitivity: 'base' });
  const compare = (a: SortValue, b: SortValue) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  const keyed: Array<Keyed<T>> = rows.map((row) => ({ row, key: value(row, options.context) }));
  const present = keyed.filter((entry) => !isMissing(entry.key)).sort((a, b) => compare(a.key, b.key));
  const missing = keyed.filter((entry) => isMissing(entry.key)).map((entry) => entry.row);
  let descending: readonly T[] | undefined;
  return {
    ascending: [...present.map((entry) => entry.row), ...missing],
    descending: () => (descending ??= [...runsFromTheLast(present, compare), ...missing]),
  };
}

/** Sorted entries taken run of equal keys by run, from the last run to the first, each run in its own order. */
function runsFromTheLast<T>(sorted: ReadonlyArray<Keyed<T>>, compare: (a: SortValue, b: SortValue) => number): T[] {
  const rows: T[] = [];
  let end = sorted.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && compare(sorted[start - 1]!.key, sorted[start]!.key) === 0) start -= 1;
    for (let index = start; index < end; index += 1) rows.push(sorted[index]!.row);
    end = start;
  }
  return rows;
}

/** The rows in the order a sort state asks for (none: the default order). */
export const rowsInOrder = <T,>(order: RowOrder<T>, direction: SortDirection | undefined): readonly T[] =>
  direction === 'descending' ? order.descending() : order.ascending;
