/**
 * Header sorting of rows held in memory (a report's): the same order and the same toggling as a
 * resource's list (`sortRows`, `nextSort`), for a `ListTable` whose rows are not a resource's.
 */
import { useMemo, useState } from 'react';
import { nextSort, sortRows, type SortState } from './sortRows';
import { isDataColumn, type CellContext, type ListColumn } from './types';

export function useSortedRows<T>(
  rows: readonly T[],
  columns: ReadonlyArray<ListColumn<T>>,
  context: CellContext,
  locale: string,
): { rows: readonly T[]; sort: SortState | null; toggleSort(key: string): void } {
  const [sort, setSort] = useState<SortState | null>(null);
  const column = sort ? columns.filter(isDataColumn).find((candidate) => candidate.key === sort.key) : undefined;
  const sorted = useMemo(
    () => sortRows(rows, { column, direction: sort?.direction, context, locale }),
    [rows, column, sort?.direction, context, locale],
  );
  return { rows: sorted, sort, toggleSort: (key) => setSort((current) => nextSort(current, key)) };
}
