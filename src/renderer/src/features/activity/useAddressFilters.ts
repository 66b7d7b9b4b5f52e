/**
 * A screen's filters kept in the address beside the list kit's search and page
 * (`?resource=banners&action=delete&page=2`, list/useListAddress.ts), so a reload, the back button
 * or an address sent to a colleague shows the same view. Like the kit's, the address is replaced,
 * not pushed, and keeps its router state; a filter changed starts the list at its first page.
 * A value the screen would not accept (typed into the address by hand) reads as no filter.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The list kit's page parameter (list/useListAddress.ts), dropped when a filter changes. */
const PAGE_PARAM = 'page';

/** Each filter's parameter and whether a value of it is one the screen accepts. */
export type FilterRules<K extends string> = Record<K, (value: string) => boolean>;

export interface AddressFilters<K extends string> {
  /** The filters in effect ('' for none). */
  values: Record<K, string>;
  /** Sets some filters ('' removes one) and goes back to the first page. */
  setFilters(changes: Partial<Record<K, string>>): void;
}

export function useAddressFilters<K extends string>(rules: FilterRules<K>): AddressFilters<K> {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const keys = Object.keys(rules) as K[];
  const text = keys.map((key) => params.get(key) ?? '').join('\u0000');
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, readValue(params.get(key), rules[key])])) as Record<K, string>,
    // `text` stands for the parameters read; the rules are a table of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [text],
  );
  // The router hands a functional update the address of the last render, not of a write still
  // under way: two filters set in quick succession would lose the first. A write starts from the
  // one before it until the address shows it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(pending.current ?? current);
          for (const [key, value] of Object.entries(changes) as Array<[K, string | undefined]>) {
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          updated.delete(PAGE_PARAM);
          pending.current = updated;
          return updated;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );
  return { values, setFilters };
}

function readValue(value: string | null, accepts: (value: string) => boolean): string {
  return value !== null && accepts(value) ? value : '';
}
