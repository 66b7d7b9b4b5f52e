/**
 * A list's search term, sort and page kept in the address (`?search=…&sort=-createdAt&page=3`: a
 * column's key, `-` first when descending), so they survive a reload, the way back from a form and
 * the browser's back button, and a colleague can be sent the same view. The address
 * is replaced, not pushed: typing does not fill the history; what the navigation to the list
 * carried (its router state: a record just saved) stays with it.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_TERM_MAX } from '../../../../shared/search-text';
import type { SortState } from './sortRows';

const SEARCH_PARAM = 'search';
const SORT_PARAM = 'sort';
const PAGE_PARAM = 'page';
/** A column's key as the kit's descriptors write them. */
const SORT_KEY = /^[A-Za-z][\w.]{0,63}$/;

export interface ListAddress {
  search: string;
  /** The sort asked for; the caller checks that the list has such a column. */
  sort: SortState | null;
  page: number;
  setSearch(search: string): void;
  setSort(sort: SortState | null): void;
  setPage(page: number): void;
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

export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const search = (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_TERM_MAX);
  const sortText = params.get(SORT_PARAM);
  // One object per address, so a render does not see a new sort where nothing changed.
  const sort = useMemo(() => sortOfParam(sortText), [sortText]);
  const pageText = params.get(PAGE_PARAM) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(pageText) ? Number(pageText) : 1;

  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SEARCH_PARAM, next);
          else updated.delete(SEARCH_PARAM);
          // Another search starts at its first page.
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  const setSort = useCallback(
    (next: SortState | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SORT_PARAM, sortParamOf(next));
          else updated.delete(SORT_PARAM);
          // Another order starts at its first page.
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  return { search, sort, page, setSearch, setSort, setPage };
}
