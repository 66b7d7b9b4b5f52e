/**
 * Server state: query keys and query options, declared once. Lists load once
 * (staleTime Infinity); a mutation marks what it touches as stale.
 */
import { QueryCache, QueryClient, MutationCache, infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ResourceId, ResourceName, ResourceQuery } from '../../../shared/ipc';
import type { ActivityQuery, TrashQuery } from '../../../shared/entities/history';
import { AppError, call, isAppError } from './backoffice';

export const queryKeys = {
  appConfig: ['app', 'config'] as const,
  /** Everything cached of a resource: invalidating this marks its lists and records stale. */
  resource: (resource: ResourceName) => ['content', resource] as const,
  list: (resource: ResourceName, query?: ResourceQuery) => ['content', resource, 'list', query ?? {}] as const,
  /** One page of a server-mode list: its filters, `limit`, `skip`, `order` and `search` make the key. */
  page: (resource: ResourceName, query: ResourceQuery) => ['content', resource, 'page', query] as const,
  record: (resource: ResourceName, id: ResourceId) => ['content', resource, 'record', String(id)] as const,
  columns: (listKey: string) => ['columns', listKey] as const,
};

/** A whole list or one page of one: what the footer toast reports when it fails to load (components/notify.tsx). */
export function isListKey(key: QueryKey): boolean {
  return key[0] === 'content' && (key[2] === 'list' || key[2] === 'page');
}

export const appConfigQuery = queryOptions({
  queryKey: queryKeys.appConfig,
  queryFn: () => call('app:config'),
  staleTime: Infinity,
});

export function listQuery<R extends ResourceName>(resource: R, query?: ResourceQuery) {
  return queryOptions({
    queryKey: queryKeys.list(resource, query),
    queryFn: () => call('resource:list', { resource, ...(query && { query }) }),
    staleTime: Infinity,
  });
}

/**
 * One page of a server-mode list (registry `list.mode`), with the count of every matching row.
 * Each page loads once too: a mutation of the resource marks every page stale.
 */
export function pageQuery<R extends ResourceName>(resource: R, query: ResourceQuery) {
  return queryOptions({
    queryKey: queryKeys.page(resource, query),
    queryFn: () => call('resource:page', { resource, query }),
    staleTime: Infinity,
  });
}

export function recordQuery<R extends ResourceName>(resource: R, id: ResourceId) {
  return queryOptions({
    queryKey: queryKeys.record(resource, id),
    queryFn: () => call('resource:get', { resource, id }),
    staleTime: Infinity,
  });
}

/** The user's saved column choice of a list (null: never chosen). */
export function columnChoiceQuery(listKey: string) {
  return queryOptions({
    queryKey: queryKeys.columns(listKey),
    queryFn: () => call('columns:get', { listKey }),
    staleTime: Infinity,
  });
}

function isTransient(error: unknown): boolean {
  if (!(error instanceof AppError)) return true;
  if (error.status !== undefined) return error.status >= 500;
  return error.code === 'network' || error.code === 'internal' || error.code === 'databaseAway';
}

export interface QueryClientHooks {
  /** A call other than the sign-in calls found the session gone (401). */
  onSessionLost(): void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const onError = (error: unknown) => {
    if (isAppError(error, 'unauthorized')) hooks.onSessionLost();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.signIn) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // One more try for a network or server failure; a refusal (4xx) is final.
        retry: (failureCount, error) => failureCount < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Forget everything the signed-in user saw (the session itself is state/session.ts). */
export function clearSessionData(client: QueryClient): void {
  void client.cancelQueries();
  client.removeQueries();
  client.getMutationCache().clear();
}

// ── The Activity screen and the Trash (issue 23) ─────────────────────────────────────────────
// Their pages are keyed as a resource's pages are ('content', name, 'page', query), so a failure
// to load one is reported in the footer like any list's (isListKey). Every write adds history and
// every delete fills the Trash, so neither is kept fresh by the mutations: both load again each
// time a screen shows them (the default staleTime of 0).

export const historyListKeys = {
  /** Every page of the Activity screen cached. */
  activity: ['content', 'activity'] as const,
  activityPage: (query: ActivityQuery) => ['content', 'activity', 'page', query] as const,
  /** Every page of the Trash cached. */
  trash: ['content', 'trash'] as const,
  trashPage: (query: TrashQuery) => ['content', 'trash', 'page', query] as const,
};

/** A page of every admin's changes, newest first, as the filters find them. */
export function activityPageQuery(query: ActivityQuery) {
  return queryOptions({
    queryKey: historyListKeys.activityPage(query),
    queryFn: () => call('activity:page', { query }),
  });
}

/** A page of the Trash, newest first (optionally one resource's). */
export function trashPageQuery(query: TrashQuery) {
  return queryOptions({
    queryKey: historyListKeys.trashPage(query),
    queryFn: () => call('trash:page', { query }),
  });
}

// Record history (issue 23): a record's timeline on its edit screen.

/**
 * A record's timeline, kept under its resource's key: every save, switch or delete of the resource
 * (each invalidates `queryKeys.resource`) marks it stale, so the panel shows the write just made.
 */
export const historyKeys = {
  timeline: (resource: ResourceName, recordId: ResourceId) => ['content', resource, 'history', String(recordId)] as const,
};

/** Newest first, a page at a time; the next page is the entries older than the last one shown (`before`). */
export function timelineQuery(resource: ResourceName, recordId: ResourceId) {
  return infiniteQueryOptions({
    queryKey: historyKeys.timeline(resource, recordId),
    queryFn: ({ pageParam }) => call('history:timeline', { resource, recordId, ...(pageParam !== undefined && { query: { before: pageParam } }) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.more ? page.entries.at(-1)?.id : undefined),
    // Read again whenever the panel opens: others write too.
    staleTime: 0,
  });
}
