/**
 * The page a server-paged screen shows (the Activity screen, the Trash): ROWS_PER_PAGE rows asked
 * for with `limit` and `skip`, as the list kit pages a server-mode list (list/useListData.ts), with
 * the same behaviour: the page before stays on screen while the next loads, and a page past the
 * end (the list got shorter, or a hand-typed address) shows the last one.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ROWS_PER_PAGE } from '../../../../shared/constants';
import { clampPage, pageCountOf, queryStateOf, useRowsPage, type PageState } from './useListData';

/** What the page's request is: the screen's filters with this `limit` and `skip`. */
export interface PageRange {
  limit: number;
  skip: number;
}

/** A page of rows as the server answers it, with the count of every row the filters find. */
export interface ResultsPage<T> {
  results: T[];
  count: number;
}

/** The query of one page (api/queries.ts). */
export type PageRequest<T, K extends QueryKey> = UseQueryOptions<ResultsPage<T>, Error, ResultsPage<T>, K>;

export interface ServerPage<T> extends PageState {
  rows: readonly T[];
}

const NO_ROWS: readonly never[] = [];

export function useServerPage<T, K extends QueryKey>(requestFor: (range: PageRange) => PageRequest<T, K>, requestedPage: number): ServerPage<T> {
  // The last count the server gave keeps the page asked for inside the list.
  const [lastCount, setLastCount] = useState<number | null>(null);
  const shown = lastCount === null ? Math.max(1, requestedPage) : clampPage(requestedPage, pageCountOf(lastCount));
  const current = useQuery({ ...requestFor({ limit: ROWS_PER_PAGE, skip: (shown - 1) * ROWS_PER_PAGE }), placeholderData: keepPreviousData });
  const total = current.data?.count ?? 0;
  const pageCount = pageCountOf(total);
  if (current.data && !current.isPlaceholderData && current.data.count !== lastCount) setLastCount(current.data.count);
  const page = clampPage(shown, pageCount);
  const rowsPage = useRowsPage(page, current.data !== undefined && !current.isPlaceholderData);
  return {
    rows: current.data?.results ?? NO_ROWS,
    total,
    pageCount,
    page,
    rowsBefore: (rowsPage - 1) * ROWS_PER_PAGE,
    ...queryStateOf(current),
  };
}
