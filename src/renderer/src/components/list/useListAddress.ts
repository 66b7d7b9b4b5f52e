/**
 * A list's search term and page kept in the address (`?search=…&page=3`), so they survive a
 * reload and the browser's back button, and a colleague can be sent the same view. The address
 * is replaced, not pushed: typing does not fill the history; what the navigation to the list
 * carried (its router state: a record just saved) stays with it.
 */
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_TERM_MAX } from '../../../../shared/search-text';

const SEARCH_PARAM = 'search';
const PAGE_PARAM = 'page';

export interface ListAddress {
  search: string;
  page: number;
  setSearch(search: string): void;
  setPage(page: number): void;
}

export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const search = (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_TERM_MAX);
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
  return { search, page, setSearch, setPage };
}
