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

/**
 * Rows in order: by the clicked column (numbers as numbers, text by the language's collation
 * with numeric parts compared as numbers, missing values last), else by the list's default
 * order. Array.prototype.sort is stable, so equal rows keep the server's order.
 */
export function sortRows<T>(
  rows: readonly T[],
  options: { column?: DataColumn<T>; direction?: SortDirection; defaultOrder?: (a: T, b: T) => number; context: CellContext; locale: string },
): readonly T[] {
  const value = options.column ? sortValueOf(options.column) : undefined;
  if (!value) return options.defaultOrder ? [...rows].sort(options.defaultOrder) : rows;
  const collator = new Intl.Collator(options.locale, { numeric: true, sensitivity: 'base' });
  const sign = options.direction === 'descending' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: value(row, options.context) }));
  keyed.sort((a, b) => {
    const missingA = a.key === null || a.key === undefined || a.key === '';
    const missingB = b.key === null || b.key === undefined || b.key === '';
    if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return sign * (a.key - b.key);
    return sign * collator.compare(String(a.key), String(b.key));
  });
  return keyed.map((entry) => entry.row);
}
