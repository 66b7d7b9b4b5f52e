import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceId, ResourceName } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';

/**
 * Row delete, bulk delete, status and Approved toggles of a resource. Each marks everything cached of
 * the resource stale when it settles (spec 2.4: a mutation reloads the list), failed or not,
 * since a failed bulk call may still tell us the list changed underneath.
 */
/** A row switch flipped to `on` or off. */
export interface SwitchChange {
  id: ResourceId;
  on: boolean;
}

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
  // The row switches: `on` is Active (status) or Yes (Approved).
  const setStatus = useMutation({
    mutationFn: ({ id, on }: SwitchChange) => call('resource:setStatus', { resource, id, isactive: on ? 1 : 0 }),
    onSettled,
  });
  const setApproved = useMutation({
    mutationFn: ({ id, on }: SwitchChange) => call('resource:setApproved', { resource, id, Approved: on }),
    onSettled,
  });
  return { remove, bulkRemove, setStatus, setApproved };
}
