/**
 * The rows a list screen shows, in either list mode (registry `list.mode`, ARCHITECTURE §5),
 * so both feed the same table, footer and pagination:
 *
 * - `client` (catalogues): the whole list is loaded once; searching, sorting and paging happen
 *   here, over the values of the visible columns;
 * - `server` (lists that grow without bound): the server answers the page shown, in the order
 *   and with the search asked for, and the count of every match. Each page is cached under its
 *   own key, the previous page stays on screen while the next loads, and the page after the one
 *   shown is fetched ahead so that 'Next' draws at once.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ROWS_PER_PAGE } from '../../../../shared/constants';
import type { ResourceName, ResourcePage, ResourceQuery } from '../../../../shared/ipc';
import { entryOf, listModeOf, type ListMode } from '../../../../shared/registry';
import { normalizeSearchText, searchTermOf } from '../../../../shared/search-text';
import { listQuery, pageQuery, queryKeys } from '../../api/queries';
import { serverPageArgs } from './listView';
import { orderRows, rowsInOrder, sortValueOf, type SortState } from './sortRows';
import { isDataColumn, type CellContext, type DataColumn, type ListColumn, type ListDescriptor, type Row } from './types';

export interface ListDataOptions<T> {
  /** The screen's filters (organization …). */
  query?: ResourceQuery;
  sort: SortState | null;
  /** The page asked for (1-based); the answer says which page is shown. */
  page: number;
  /** What the user typed in the search box. */
  search: string;
  /** The visible columns: a client-mode search looks in their values. */
  columns: ReadonlyArray<ListColumn<T>>;
  context: CellContext;
  locale: string;
}

/** Where a paged list stands: every paged screen has it (this kit's lists, useServerPage's screens). */
export interface PageState {
  /** Rows of the whole list that match the search (or the filters). */
  total: number;
  pageCount: number;
  /** The page shown: the one asked for, or the last one when the list got shorter. */
  page: number;
  /**
   * Rows of the list before the first row on screen: the rows' places in the whole list
   * (`aria-rowindex`). Not always the page's: while a server page loads, the page before stays on
   * screen, and its rows keep their own places.
   */
  rowsBefore: number;
  isPending: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  refetch(): void;
}

export interface ListData<T> extends PageState {
  mode: ListMode;
  /** The rows of the page shown. */
  pageRows: readonly T[];
  /** Rows the screen has seen by id (a selection names them; rows of other pages too in server mode). */
  rowsById: ReadonlyMap<string, T>;
  /** The page that shows the row of this id, as the list is searched and sorted now; undefined when it shows none (or, in server mode, is not known). */
  pageOf(id: string): number | undefined;
  /**
   * Asks at once for the first page a search for `search` will show (server mode; a client-mode
   * list searches what it has). Called as the term is handed on, before it reaches the address:
   * the list then finds its request on its way instead of starting it a render later.
   */
  searchAhead(search: string): void;
}

/** What a page's query says of itself, as PageState has it. */
export function queryStateOf(query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isSuccess' | 'isError' | 'error' | 'refetch'>) {
  return {
    isPending: query.isPending,
    isFetching: query.isFetching,
    isSuccess: query.isSuccess,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * The page whose rows are on screen: `shown` once its answer is in; until then (the previous
 * page's rows kept on screen while it loads) the page those rows came from.
 */
export function useRowsPage(shown: number, answered: boolean): number {
  const [rowsPage, setRowsPage] = useState(shown);
  if (answered && rowsPage !== shown) setRowsPage(shown);
  return answered ? shown : rowsPage;
}

/** Pages of ROWS_PER_PAGE rows a list of `total` rows fills (at least one, which may be empty). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ROWS_PER_PAGE));
/** A page asked for, kept inside the list. */
export const clampPage = (page: number, pageCount: number) => Math.min(Math.max(1, page), pageCount);

/** The server's order for a sorted column: its field when the registry allows it (`-` first for descending). */
function serverOrderOf<T>(resource: ResourceName, column: ListColumn<T> | undefined, sort: SortState | null): string | undefined {
  if (!sort || !column || !isDataColumn(column) || !column.field) return undefined;
  if (!(entryOf(resource).list.sortable ?? []).includes(column.field)) return undefined;
  return `${sort.direction === 'descending' ? '-' : ''}${column.field}`;
}

/** Whether a row's visible text contains the (normalized) term: client-mode search. */
function rowMatcher<T>(columns: ReadonlyArray<ListColumn<T>>, context: CellContext, term: string): (row: T) => boolean {
  const values = columns.filter(isDataColumn).flatMap((column: DataColumn<T>) => {
    const value = sortValueOf(column);
    return value ? [value] : [];
  });
  return (row) =>
    values.some((value) => {
      const text = value(row, context);
      return text !== null && text !== undefined && normalizeSearchText(String(text)).includes(term);
    });
}

export function useListData<R extends ResourceName>(descriptor: ListDescriptor<R>, options: ListDataOptions<Row<R>>): ListData<Row<R>> {
  const mode = listModeOf(descriptor.resource);
  const client = useClientListData(descriptor, options, mode === 'client');
  const server = useServerListData(descriptor, options, mode === 'server');
  return mode === 'server' ? server : client;
}

function useClientListData<R extends ResourceName>(
  descriptor: ListDescriptor<R>,
  { query, sort, page, search, columns, context, locale }: ListDataOptions<Row<R>>,
  enabled: boolean,
): ListData<Row<R>> {
  const list = useQuery({ ...listQuery(descriptor.resource, query), enabled });
  const rows = list.data as ReadonlyArray<Row<R>> | undefined;
  const term = searchTermOf(search);
  const sortColumn = sort ? descriptor.columns.find((column) => column.key === sort.key) : undefined;
  const matching = useMemo(() => (rows && term ? rows.filter(rowMatcher(columns, context, term)) : rows), [rows, term, columns, context]);
  // Sorted once per column: the header's next click turns the order round without sorting again.
  const order = useMemo(
    () =>
      matching &&
      orderRows(matching, {
        column: sortColumn && isDataColumn(sortColumn) ? sortColumn : undefined,
        defaultOrder: descriptor.defaultOrder,
        context,
        locale,
      }),
    [matching, sortColumn, descriptor.defaultOrder, context, locale],
  );
  const ordered = useMemo(() => (order ? rowsInOrder(order, sort?.direction) : []), [order, sort?.direction]);
  const rowsById = useMemo(() => new Map((rows ?? []).map((row) => [String(descriptor.rowId(row)), row])), [rows, descriptor]);
  const pageCount = pageCountOf(ordered.length);
  const shown = clampPage(page, pageCount);
  const pageOf = (id: string) => {
    const index = ordered.findIndex((row) => String(descriptor.rowId(row)) === id);
    return index === -1 ? undefined : Math.floor(index / ROWS_PER_PAGE) + 1;
  };
  return {
    mode: 'client',
    pageRows: ordered.slice((shown - 1) * ROWS_PER_PAGE, shown * ROWS_PER_PAGE),
    total: ordered.length,
    pageCount,
    page: shown,
    rowsBefore: (shown - 1) * ROWS_PER_PAGE,
    rowsById,
    pageOf,
    searchAhead: () => undefined,
    isPending: list.isPending,
    isFetching: list.isFetching,
    isSuccess: list.isSuccess,
    isError: list.isError,
    error: list.error,
    refetch: () => void list.refetch(),
  };
}

function useServerListData<R extends ResourceName>(
  descriptor: ListDescriptor<R>,
  { query, sort, page, search }: ListDataOptions<Row<R>>,
  enabled: boolean,
): ListData<Row<R>> {
  const { resource } = descriptor;
  const queryClient = useQueryClient();
  const order = serverOrderOf(resource, sort ? descriptor.columns.find((column) => column.key === sort.key) : undefined, sort);
  // The last count the server gave keeps the page asked for inside the list (after a delete on the last page).
  const [lastCount, setLastCount] = useState<number | null>(null);
  const shown = lastCount === null ? Math.max(1, page) : clampPage(page, pageCountOf(lastCount));
  const pageArgs = (pageNumber: number, searched = search): ResourceQuery => serverPageArgs({ query, page: pageNumber, order, search: searched });
  // The page before stays on screen while the next one loads (no flash of an empty table).
  const current = useQuery({ ...pageQuery(resource, pageArgs(shown)), enabled, placeholderData: keepPreviousData });
  const total = current.data?.count ?? 0;
  const pageCount = pageCountOf(total);
  if (current.data && !current.isPlaceholderData && current.data.count !== lastCount) setLastCount(current.data.count);
  const rowsPage = useRowsPage(clampPage(shown, pageCount), current.data !== undefined && !current.isPlaceholderData);

  const nextArgs = shown < pageCount && current.data && !current.isPlaceholderData ? pageArgs(shown + 1) : null;
  const nextKey = nextArgs && JSON.stringify(nextArgs);
  useEffect(() => {
    if (nextArgs) void queryClient.prefetchQuery(pageQuery(resource, nextArgs));
    // nextKey stands for nextArgs, a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, resource, nextKey]);

  // Another search starts at its first page (useListAddress). One function while the list's
  // filters and order stay (the search box restarts its pause when it gets a new one).
  const firstPageKey = JSON.stringify(pageArgs(1, ''));
  const searchAhead = useCallback(
    (search: string) => {
      if (enabled) void queryClient.prefetchQuery(pageQuery(resource, pageArgs(1, search)));
    },
    // firstPageKey stands for pageArgs, a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, queryClient, resource, firstPageKey],
  );

  const pageRows = useMemo(() => (current.data?.rows ?? []) as ReadonlyArray<Row<R>>, [current.data]);
  // The rows of every page in the cache, so a selection spanning pages can still be sent by id
  // (and drops a row once the pages are loaded again without it).
  const rowsById = useMemo(() => {
    const byId = new Map<string, Row<R>>();
    const cached = queryClient.getQueriesData<ResourcePage<Row<R>>>({ queryKey: queryKeys.resource(resource) });
    for (const [key, data] of cached) {
      if (key[2] === 'page') for (const row of data?.rows ?? []) byId.set(String(descriptor.rowId(row)), row);
    }
    return byId;
    // pageRows is not read, but stands for the cache's change: read again whenever the page shown changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageRows, queryClient, resource, descriptor]);

  return {
    mode: 'server',
    pageRows,
    total,
    pageCount,
    page: clampPage(shown, pageCount),
    rowsBefore: (rowsPage - 1) * ROWS_PER_PAGE,
    rowsById,
    // The server answers one page: where another row is, it does not say.
    pageOf: () => undefined,
    searchAhead,
    ...queryStateOf(current),
  };
}
