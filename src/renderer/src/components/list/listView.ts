/**
 * What a list's address says it shows (`?search=…&sort=-createdAt&page=3`: a column's key, `-`
 * first when descending): read by the list (useListAddress) and, before the list's code has
 * loaded, by the app's start to ask for the first page it will show (app/queryClient.ts).
 */
import { ROWS_PER_PAGE } from '../../../../shared/constants';
import type { ResourceQuery } from '../../../../shared/ipc';
import { SEARCH_TERM_MAX } from '../../../../shared/search-text';
import type { SortState } from './sortRows';

export const SEARCH_PARAM = 'search';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';
/** A column's key as the kit's descriptors write them. */
const SORT_KEY = /^[A-Za-z][\w.]{0,63}$/;

export interface ListView {
  search: string;
  /** The sort asked for; the caller checks that the list has such a column. */
  sort: SortState | null;
  page: number;
}

/** `-key` descending, `key` ascending; null for anything else. */
export function sortOfParam(text: string | null): SortState | null {
  if (!text) return null;
  const descending = text.startsWith('-');
  const key = descending ? text.slice(1) : text;
  return SORT_KEY.test(key) ? { key, direction: descending ? 'descending' : 'ascending' } : null;
}

export function sortParamOf(sort: SortState): string {
  return `${sort.direction === 'descending' ? '-' : ''}${sort.key}`;
}

/** The search, sort and page an address asks for (a page that is no page number is the first). */
export function listViewOf(params: URLSearchParams): ListView {
  const pageText = params.get(PAGE_PARAM) ?? '';
  return {
    search: (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_TERM_MAX),
    sort: sortOfParam(params.get(SORT_PARAM)),
    page: /^[1-9]\d{0,6}$/.test(pageText) ? Number(pageText) : 1,
  };
}

/**
 * What a server-mode list asks the server for one page: the screen's filters, the page's rows,
 * the server's order (a sortable field, `-` first when descending) and the trimmed search term.
 */
export function serverPageArgs({ query, page, order, search }: { query?: ResourceQuery; page: number; order?: string; search: string }): ResourceQuery {
  const term = search.trim();
  return {
    ...query,
    limit: ROWS_PER_PAGE,
    skip: (page - 1) * ROWS_PER_PAGE,
    ...(order && { order }),
    ...(term && { search: term }),
  };
}
