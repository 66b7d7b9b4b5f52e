/**
 * The handlers of the resource kit: the generic `resource:*` channels (driven by the table in
 * resources.ts), adding an admin by OTP, column preferences and CSV export. Bodies go to the
 * server as they are, which validates them with the shared schemas; here only the resource,
 * the id shape and the list filters are checked, so nothing unknown is ever forwarded.
 */
import { userResponseSchema } from '../../shared/entities/auth';
import { deletedResponseSchema } from '../../shared/entities/fields';
import { columnPreferenceResponseSchema } from '../../shared/entities/preferences';
import type { CsvProgress, ResourceName, ResourceQuery, ResourceRecords } from '../../shared/ipc';
import { ApiError, type ApiClient } from './api-client';
import { csvChunks } from './csv';
import { eachPage, fetchEveryPage } from './paged-fetch';
import { sendOtpChallenge, type PendingOtp } from './otp-challenge';
import type { SaveFile } from './file-saver';
import type { IpcHandlers } from './handlers';
import { SERVER_PAGE_MAX } from '../../shared/registry';
import {
  itemResponseSchema,
  listResponseSchema,
  pageResponseSchema,
  pickList,
  RESOURCES,
  resourceId,
  updateBody,
  updateKeys,
  type ResourceSpec,
} from './resources';

export type ResourceChannel =
  | 'resource:list'
  | 'resource:page'
  | 'resource:get'
  | 'resource:create'
  | 'resource:update'
  | 'resource:setStatus'
  | 'resource:setApproved'
  | 'resource:delete'
  | 'resource:bulkDelete'
  | 'admins:sendOtp'
  | 'admins:verifyOtp'
  | 'columns:get'
  | 'columns:set'
  | 'csv:export'
  | 'csv:progress';

export interface ResourceHandlerDeps {
  api: ApiClient;
  saveFile: SaveFile;
  /** How many rows each request asks for when a paged list is fetched whole; the server's maximum unless a test wants more pages. */
  fetchBatchSize?: number;
}

export interface ResourceHandlers {
  handlers: Pick<IpcHandlers, ResourceChannel>;
  /** Drops a pending add-admin code (on logout). */
  forgetPendingAdminOtp(): void;
}

/** A refusal before any request, shaped like the server's 400 (field → message key). */
function refuse(message: string, field: string, fieldMessage = 'validation.invalid'): ApiError {
  return new ApiError({ code: 'validation', message, fields: { [field]: fieldMessage } });
}

function specOf(resource: ResourceName): ResourceSpec {
  // The IPC schema already limited `resource` to the table's names; own keys only, all the same.
  if (!Object.hasOwn(RESOURCES, resource)) throw refuse(`Unknown resource ${JSON.stringify(resource)}.`, 'resource');
  return RESOURCES[resource] as ResourceSpec;
}

function idFor(spec: ResourceSpec, id: unknown, field = 'id'): string | number {
  const checked = resourceId(spec, id);
  if (checked === null) throw refuse(`This id does not name a record of ${spec.path}.`, field);
  return checked;
}

function unsupported(resource: ResourceName, what: string): ApiError {
  return refuse(`${resource}: ${what} is not available.`, 'resource');
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}


export function createResourceHandlers({ api, saveFile, fetchBatchSize = SERVER_PAGE_MAX }: ResourceHandlerDeps): ResourceHandlers {
  // The add-admin dialog's own challenge: a sign-in in progress keeps its own.
  let pendingAdminOtp: PendingOtp | null = null;
  /** The CSV exports under way, by the id the renderer gave, for `csv:progress`. */
  const runningExports = new Map<string, CsvProgress>();
  const recordPath = (spec: ResourceSpec, id: string | number) => `${spec.path}/${encodeURIComponent(String(id))}`;

  function listQuery(spec: ResourceSpec, query: ResourceQuery | undefined): Record<string, string | number | undefined> {
    const parsed = spec.listQuery.safeParse(query ?? {});
    if (!parsed.success) throw refuse(`Unknown or invalid filter for ${spec.path}.`, 'query');
    return parsed.data;
  }

  async function fetchList(spec: ResourceSpec, query: Record<string, string | number | undefined>): Promise<unknown[]> {
    const response = await api.request({
      service: spec.service,
      method: 'GET',
      path: withQuery(spec.path, { ...query, ...spec.list.fixedQuery }),
      schema: listResponseSchema(spec),
    });
    return pickList(spec, response);
  }

  /** The whole list: a paged list is fetched page by page, whatever limit or skip was asked for. */
  function fetchAll(spec: ResourceSpec, query: Record<string, string | number | undefined>): Promise<unknown[]> {
    if (!spec.list.paged) return fetchList(spec, query);
    const { limit: _limit, skip: _skip, ...filters } = query;
    return fetchEveryPage((page) => fetchList(spec, { ...filters, ...page }), fetchBatchSize);
  }

  /** One page of a server-mode list with the count of every matching row. */
  const fetchPage = (spec: ResourceSpec, query: Record<string, string | number | undefined>) =>
    api.request({
      service: spec.service,
      method: 'GET',
      path: withQuery(spec.path, { ...query, ...spec.list.fixedQuery }),
      schema: pageResponseSchema(spec),
    });

  /**
   * Every row of a list in pages, as the CSV export writes them; `progress` counts the rows
   * handed on and, in server mode, the total the server counted.
   */
  async function* rowPages(spec: ResourceSpec, query: Record<string, string | number | undefined>, progress: CsvProgress): AsyncGenerator<object[]> {
    const { limit: _limit, skip: _skip, ...filters } = query;
    const pages: AsyncIterable<unknown[]> =
      spec.list.mode === 'server'
        ? eachPage(async (page) => {
            const { rows, count } = await fetchPage(spec, { ...filters, ...page });
            progress.total = count;
            return rows;
          }, fetchBatchSize)
        : spec.list.paged
          ? eachPage((page) => fetchList(spec, { ...filters, ...page }), fetchBatchSize)
          : (async function* () {
              yield await fetchList(spec, filters);
            })();
    for await (const rows of pages) {
      yield rows as object[];
      progress.written += rows.length;
    }
  }

  const itemRequest = (spec: ResourceSpec, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    api.request({ service: spec.service, method, path, ...(body !== undefined && { body }), schema: itemResponseSchema(spec) });

  const handlers: Pick<IpcHandlers, ResourceChannel> = {
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

    async 'resource:update'({ resource, id, body }) {
      const spec = specOf(resource);
      if (!spec.update) throw unsupported(resource, 'changing a record');
      const checked = idFor(spec, id);
      // Only the keys of the registry's update body: a route that takes more (PUT /users/{id}
      // also takes a role) must not be reached around its own procedure.
      const allowed = updateKeys(spec);
      const foreign = allowed && Object.keys(body).find((key) => !allowed.includes(key));
      if (foreign) throw refuse(`${resource}: "${foreign.slice(0, 64)}" cannot be changed here.`, foreign.slice(0, 64), 'validation.unknownField');
      return itemRequest(spec, 'PUT', recordPath(spec, checked), updateBody(spec, body, checked));
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

    async 'admins:sendOtp'(args) {
      // The admin's own session authorises the request; the challenge is the new admin's.
      const { pending, sent } = await sendOtpChallenge(api, args, { path: '/admins/otp/generate' });
      pendingAdminOtp = pending;
      return sent;
    },

    async 'admins:verifyOtp'({ otp }) {
      const challenge = pendingAdminOtp;
      if (!challenge) {
        throw new ApiError({ code: 'auth.noPendingOtp', message: 'Send a code to the new admin first: there is no code waiting to be checked.' });
      }
      // A wrong code keeps the challenge so it can be typed again; the server counts the tries.
      const { user } = await api.request({
        service: 'auth',
        method: 'POST',
        path: '/admins/otp/verify',
        body: { otp, timestamp: challenge.timestamp, access_token: challenge.accessToken, ...challenge.identity },
        schema: userResponseSchema,
      });
      pendingAdminOtp = null;
      return user;
    },

    async 'columns:get'({ listKey }) {
      const { columns } = await api.request({
        service: 'content',
        method: 'GET',
        path: `/preferences/columns/${encodeURIComponent(listKey)}`,
        schema: columnPreferenceResponseSchema,
      });
      return columns;
    },

    async 'columns:set'({ listKey, columns }) {
      const saved = await api.request({
        service: 'content',
        method: 'PUT',
        path: `/preferences/columns/${encodeURIComponent(listKey)}`,
        body: { columns },
        schema: columnPreferenceResponseSchema,
      });
      return saved.columns;
    },

    async 'csv:export'({ resource, query, columns, fileName, exportId }) {
      const spec = specOf(resource);
      const checked = listQuery(spec, query);
      const progress: CsvProgress = { written: 0, total: null };
      if (exportId) runningExports.set(exportId, progress);
      try {
        // The file is written as the pages arrive (after the save dialog, in Electron).
        return await saveFile({ fileName, content: csvChunks(rowPages(spec, checked, progress), columns) });
      } finally {
        if (exportId) runningExports.delete(exportId);
      }
    },

    async 'csv:progress'({ exportId }) {
      const progress = runningExports.get(exportId);
      return progress ? { ...progress } : null;
    },
  };

  return {
    handlers,
    forgetPendingAdminOtp() {
      pendingAdminOtp = null;
    },
  };
}
