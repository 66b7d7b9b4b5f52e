/**
 * The palette's records: the server's search (`search:records`) for what was typed, asked once
 * typing pauses for RECORD_SEARCH_PAUSE_MS (a light debounce: one request per pause, not per key)
 * and from two characters. While the next answer is on its way the last one stays, narrowed at
 * each key by the same folding as the screens and actions (so a record that no longer matches
 * goes at once, and nothing jumps while the server answers).
 */
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordSearchHit } from '../../../../shared/entities/record-search';
import { RECORD_SEARCH_LIMIT_DEFAULT, RECORD_SEARCH_MIN_LENGTH, RECORD_SEARCH_PAUSE_MS } from '../../../../shared/record-search-text';
import { searchTermOf } from '../../../../shared/search-text';
import { call } from '../../api/backoffice';
import { matchesTyped, prepareEntries } from './paletteFilter';

export const recordSearchKey = (term: string) => ['palette', 'records', term] as const;

export interface RecordSearch {
  hits: RecordSearchHit[];
  /** Asked and not answered yet (nothing to show meanwhile). */
  searching: boolean;
  error: unknown;
}

export function useRecordSearch(typed: string, enabled: boolean): RecordSearch {
  const term = searchTermOf(typed);
  const [asked, setAsked] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term), RECORD_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const searchable = enabled && term.length >= RECORD_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: recordSearchKey(asked),
    queryFn: () => call('search:records', { q: asked, limit: RECORD_SEARCH_LIMIT_DEFAULT }),
    enabled: searchable && asked.length >= RECORD_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    // Names change rarely; a minute later the same term is asked again.
    staleTime: 60_000,
    retry: false,
  });
  const prepared = useMemo(() => prepareEntries((query.data?.results ?? []).map((hit) => ({ hit, label: hit.name }))), [query.data]);
  const hits = useMemo(() => (searchable ? prepared.filter((entry) => matchesTyped(entry, term)).map(({ entry }) => entry.hit) : []), [prepared, searchable, term]);
  return {
    hits,
    searching: searchable && hits.length === 0 && (query.isFetching || asked !== term),
    error: searchable && query.isError ? query.error : null,
  };
}
