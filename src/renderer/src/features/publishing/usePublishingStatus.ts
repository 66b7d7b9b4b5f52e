/**
 * Where projects, cases and the website's blog stand (`publishing:status`), for the top bar.
 * Asked for often while a publication runs (to show it end), rarely otherwise, again when the
 * window gets focus, and at once when projects or cases change in this app (so the
 * unpublished-changes mark follows a save, a delete or a status switch without waiting).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { snapshotKinds, type PublishingStatus, type SnapshotKind } from '../../../../shared/entities/publishing';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';

export const publishingStatusKey = ['publishing', 'status'] as const;

const RUNNING_POLL_MS = 5_000;
const IDLE_POLL_MS = 45_000;

export const isRunning = (status: PublishingStatus | undefined) => snapshotKinds.some((kind) => status?.[kind].running);

const publishingStatusQuery = queryOptions({
  queryKey: publishingStatusKey,
  queryFn: () => call('publishing:status'),
  refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : IDLE_POLL_MS),
  refetchOnWindowFocus: true,
  staleTime: 0,
});

/** Everything cached of projects or cases: what their forms and list actions mark stale after a change. */
const isPublishedContent = (key: QueryKey) =>
  snapshotKinds.some((kind) => queryKeys.resource(kind).every((part, index) => key[index] === part));

export function usePublishingStatus() {
  const client = useQueryClient();
  useEffect(() => {
    // One change marks several cached lists and records stale at once: one status request for all.
    let scheduled = false;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate' || !isPublishedContent(event.query.queryKey)) return;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        void client.invalidateQueries({ queryKey: publishingStatusKey });
      });
    });
  }, [client]);
  return useQuery(publishingStatusQuery);
}

/** Shows a publication that was just accepted as running until the next status says otherwise. */
export async function markRunning(client: QueryClient, kind: SnapshotKind): Promise<void> {
  // A status asked for before the press would otherwise land after this and say 'not running'.
  await client.cancelQueries({ queryKey: publishingStatusKey });
  client.setQueryData<PublishingStatus>(publishingStatusKey, (status) => status && { ...status, [kind]: { ...status[kind], running: true } });
  void client.invalidateQueries({ queryKey: publishingStatusKey });
}
