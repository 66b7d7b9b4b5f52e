/**
 * The generic `resource:*` channels of the resource kit, driven by the table in resources.ts.
 * Bodies go to the server as they are, which validates them with the shared schemas; here only
 * the resource, the id shape and the list filters are checked, so nothing unknown is ever forwarded.
 */
import { deletedResponseSchema } from '../../shared/entities/fields';
import { RESTORED_FROM_HEADER } from '../../shared/entities/history';
import type { ResourceName, ResourceRecords } from '../../shared/ipc';
import { ApiError, type ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';
import { listQuery, refuse, specOf, type ResourceReader } from './resource-reads';
import { itemResponseSchema, resourceId, updateBody, updateKeys, type ResourceSpec } from './resources';

export type ResourceChannel =
  | 'resource:list'
  | 'resource:page'
  | 'resource:get'
  | 'resource:create'
  | 'resource:update'
  | 'resource:setStatus'
  | 'resource:setApproved'
  | 'resource:delete'
  | 'resource:bulkDelete';

export interface ResourceHandlerDeps {
  api: ApiClient;
  reader: ResourceReader;
}

function idFor(spec: ResourceSpec, id: unknown, field = 'id'): string | number {
  const checked = resourceId(spec, id);
  if (checked === null) throw refuse(`This id does not name a record of ${spec.path}.`, field);
  return checked;
}

function unsupported(resource: ResourceName, what: string): ApiError {
  return refuse(`${resource}: ${what} is not available.`, 'resource');
}

export function createResourceHandlers({ api, reader }: ResourceHandlerDeps): Pick<IpcHandlers, ResourceChannel> {
  const { fetchList, fetchAll, fetchPage } = reader;
  const recordPath = (spec: ResourceSpec, id: string | number) => `${spec.path}/${encodeURIComponent(String(id))}`;

  const itemRequest = (spec: ResourceSpec, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers?: Record<string, string>) =>
    api.request({ service: spec.service, method, path, ...(body !== undefined && { body }), ...(headers && { headers }), schema: itemResponseSchema(spec) });

  return {
    async 'resource:list'({ resource, query }) {
      const spec = specOf(resource);
      const checked = listQuery(spec, query);
      // An explicit page (limit/skip) is one request; otherwise every row.
      const onePage = spec.list.paged && (checked.limit !== undefined || checked.skip !== undefined);
      return (onePage ? fetchList(spec, checked) : fetchAll(spec, checked)) as Promise<Array<ResourceRecords[ResourceName]>>;
    },

    async 'resource:page'({ resource, query }) {
      const spec = specOf(resource);
      if (spec.list.mode !== 'server') throw unsupported(resource, 'a list page from the server');
      return fetchPage(spec, listQuery(spec, query));
    },

    async 'resource:get'({ resource, id }) {
      const spec = specOf(resource);
      if (!spec.canGet) throw unsupported(resource, 'reading one record');
      return itemRequest(spec, 'GET', recordPath(spec, idFor(spec, id)));
    },

    async 'resource:create'({ resource, body }) {
      const spec = specOf(resource);
      if (!spec.create) throw unsupported(resource, 'creating');
      return itemRequest(spec, 'POST', spec.path, body);
    },

    async 'resource:update'({ resource, id, body, restoredFrom }) {
      const spec = specOf(resource);
      if (!spec.update) throw unsupported(resource, 'changing a record');
      const checked = idFor(spec, id);
      // Only the keys of the registry's update body: a route that takes more (PUT /users/{id}
      // also takes a role) must not be reached around its own procedure.
      const allowed = updateKeys(spec);
      const foreign = allowed && Object.keys(body).find((key) => !allowed.includes(key));
      if (foreign) throw refuse(`${resource}: "${foreign.slice(0, 64)}" cannot be changed here.`, foreign.slice(0, 64), 'validation.unknownField');
      // A restored version is an ordinary save; the header only tells the history which entry it brought back.
      const restoring = restoredFrom !== undefined ? { [RESTORED_FROM_HEADER]: restoredFrom } : undefined;
      return itemRequest(spec, 'PUT', recordPath(spec, checked), updateBody(spec, body, checked), restoring);
    },

    async 'resource:setStatus'({ resource, id, isactive }) {
      const spec = specOf(resource);
      if (!spec.canSetStatus) throw unsupported(resource, 'a status switch');
      return itemRequest(spec, 'PUT', `${recordPath(spec, idFor(spec, id))}?edit_status=true`, { isactive });
    },

    async 'resource:setApproved'({ resource, id, Approved }) {
      const spec = specOf(resource);
      if (!spec.canApprove) throw unsupported(resource, 'an Approved switch');
      return itemRequest(spec, 'PUT', `${recordPath(spec, idFor(spec, id))}/approved`, { Approved });
    },

    async 'resource:delete'({ resource, id }) {
      const spec = specOf(resource);
      if (!spec.deleteBy) throw unsupported(resource, 'deleting');
      const path = recordPath(spec, idFor(spec, id));
      if (spec.deleteBy.method === 'PUT') {
        await itemRequest(spec, 'PUT', path, spec.deleteBy.body);
        return { deleted: 1 };
      }
      return api.request({ service: spec.service, method: 'DELETE', path, schema: deletedResponseSchema });
    },

    async 'resource:bulkDelete'({ resource, ids }) {
      const spec = specOf(resource);
      if (!spec.bulkIdsKey) throw unsupported(resource, 'bulk delete');
      const checked = ids.map((id) => idFor(spec, id, 'ids'));
      return api.request({
        service: spec.service,
        method: 'DELETE',
        path: `${spec.path}/bulk`,
        body: { [spec.bulkIdsKey]: checked },
        schema: deletedResponseSchema,
      });
    },
  };
}
