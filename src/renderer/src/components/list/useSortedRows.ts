/**
 * Header sorting of rows held in memory (a report's): the same order and the same toggling as a
 * resource's list (`orderRows`, `nextSort`), for a `ListTable` whose rows are not a resource's.
 */
import { useMemo, useState } from 'react';
import { nextSort, orderRows, rowsInOrder, type SortState } from './sortRows';
import { isDataColumn, type CellContext, type ListColumn } from './types';

export function useSortedRows<T>(
  rows: readonly T[],
  columns: ReadonlyArray<ListColumn<T>>,
  context: CellContext,
  locale: string,
): { rows: readonly T[]; sort: SortState | null; toggleSort(key: string): void } {
  const [sort, setSort] = useState<SortState | null>(null);
  const column = sort ? columns.filter(isDataColumn).find((candidate) => candidate.key === sort.key) : undefined;
  const order = useMemo(() => orderRows(rows, { column, context, locale }), [rows, column, context, locale]);
  const sorted = useMemo(() => rowsInOrder(order, sort?.direction), [order, sort?.direction]);
  return { rows: sorted, sort, toggleSort: (key) => setSort((current) => nextSort(current, key)) };
}
