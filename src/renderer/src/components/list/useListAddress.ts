/**
 * A list's search term, sort and page kept in the address (`?search=…&sort=-createdAt&page=3`: a
 * column's key, `-` first when descending), so they survive a reload, the way back from a form and
 * the browser's back button, and a colleague can be sent the same view. The address
 * is replaced, not pushed: typing does not fill the history; what the navigation to the list
 * carried (its router state: a record just saved) stays with it.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { listViewOf, PAGE_PARAM, SEARCH_PARAM, SORT_PARAM, sortOfParam, sortParamOf, type ListView } from './listView';
import type { SortState } from './sortRows';

export interface ListAddress extends ListView {
  setSearch(search: string): void;
  setSort(sort: SortState | null): void;
  setPage(page: number): void;
}

export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const { search, page } = listViewOf(params);
  const sortText = params.get(SORT_PARAM);
  // One object per address, so a render does not see a new sort where nothing changed.
  const sort = useMemo(() => sortOfParam(sortText), [sortText]);

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
