/**
 * Server state: query keys and query options, declared once. Lists load once
 * (staleTime Infinity); a mutation marks what it touches as stale.
 */
import { QueryCache, QueryClient, MutationCache, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ResourceId, ResourceName, ResourceQuery, SessionState } from '../../../shared/ipc';
import { AppError, call, isAppError } from './backoffice';

export const queryKeys = {
  session: ['session'] as const,
  appConfig: ['app', 'config'] as const,
  /** Everything cached of a resource: invalidating this marks its lists and records stale. */
  resource: (resource: ResourceName) => ['content', resource] as const,
  list: (resource: ResourceName, query?: ResourceQuery) => ['content', resource, 'list', query ?? {}] as const,
  record: (resource: ResourceName, id: ResourceId) => ['content', resource, 'record', String(id)] as const,
  columns: (listKey: string) => ['columns', listKey] as const,
};

export function isSessionKey(key: QueryKey): boolean {
  return key[0] === queryKeys.session[0];
}

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async (): Promise<SessionState> => {
    try {
      return await call('session:current');
    } catch (error) {
      // A stale or revoked session is simply "signed out" (spec 4, session check).
      if (isAppError(error, 'unauthorized')) return { signedIn: false };
      throw error;
    }
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

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
  return error.code === 'network' || error.code === 'internal';
}

export interface QueryClientHooks {
  /** A call other than the sign-in calls found the session gone (401). */
  onSessionLost(): void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const onError = (error: unknown, key?: QueryKey) => {
    if (isAppError(error, 'unauthorized') && !(key && isSessionKey(key))) hooks.onSessionLost();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
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

/** Forget everything the signed-in user saw, and mark the session signed out. */
export function clearSessionData(client: QueryClient): void {
  void client.cancelQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
  client.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
  client.getMutationCache().clear();
  client.setQueryData(sessionQuery.queryKey, { signedIn: false });
}
