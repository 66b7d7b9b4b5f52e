import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ResourceId, ResourceName } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';

/** A row switch flipped to `on` or off. */
export interface SwitchChange {
  id: ResourceId;
  on: boolean;
}

/** The row switches: `status` is Active/OFF, `approved` Yes/No. */
export type SwitchKind = 'status' | 'approved';

const switchKey = (resource: ResourceName, kind: SwitchKind) => ['row-switch', resource, kind] as const;

/**
 * Row delete, bulk delete, status and Approved toggles of a resource. Each marks everything cached of
 * the resource stale when it settles (spec 2.4: a mutation reloads the list), failed or not,
 * since a failed bulk call may still tell us the list changed underneath; a toggle is pending
 * until that reload is in.
 */
export function useResourceMutations(resource: ResourceName) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: queryKeys.resource(resource) });
  const remove = useMutation({
    mutationFn: (id: ResourceId) => call('resource:delete', { resource, id }),
    onSettled,
  });
  const bulkRemove = useMutation({
    mutationFn: (ids: ResourceId[]) => call('resource:bulkDelete', { resource, ids }),
    onSettled,
  });
  const setStatus = useMutation({
    mutationKey: switchKey(resource, 'status'),
    mutationFn: ({ id, on }: SwitchChange) => call('resource:setStatus', { resource, id, isactive: on ? 1 : 0 }),
    onSettled,
  });
  const setApproved = useMutation({
    mutationKey: switchKey(resource, 'approved'),
    mutationFn: ({ id, on }: SwitchChange) => call('resource:setApproved', { resource, id, Approved: on }),
    onSettled,
  });
  return { remove, bulkRemove, setStatus, setApproved };
}

/**
 * Where each switch of a kind that is being sent was flipped to, by row id: every one, not only
 * the last flipped (a mutation's own state follows its latest call).
 */
export function usePendingSwitches(resource: ResourceName, kind: SwitchKind): ReadonlyMap<string, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: switchKey(resource, kind), status: 'pending' },
    select: (mutation) => mutation.state.variables as SwitchChange,
  });
  return new Map(pending.map((change) => [String(change.id), change.on]));
}
