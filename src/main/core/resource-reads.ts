/**
 * Reading a resource's lists as the registry describes them (resources.ts): which resource a
 * name is, its checked filters, one list request, one page with its count, and every row in
 * pages. The `resource:*` channels and the CSV export both read through it.
 */
import type { CsvProgress, ResourceName, ResourcePage, ResourceQuery } from '../../shared/ipc';
import { ApiError, type ApiClient } from './api-client';
import { eachPage, fetchEveryPage } from './paged-fetch';
import { listResponseSchema, pageResponseSchema, pickList, RESOURCES, type ResourceSpec } from './resources';

export type ListQuery = Record<string, string | number | undefined>;

/** A refusal before any request, shaped like the server's 400 (field → message key). */
export function refuse(message: string, field: string, fieldMessage = 'validation.invalid'): ApiError {
  return new ApiError({ code: 'validation', message, fields: { [field]: fieldMessage } });
}

export function specOf(resource: ResourceName): ResourceSpec {
  // The IPC schema already limited `resource` to the table's names; own keys only, all the same.
  if (!Object.hasOwn(RESOURCES, resource)) throw refuse(`Unknown resource ${JSON.stringify(resource)}.`, 'resource');
  return RESOURCES[resource] as ResourceSpec;
}

/** The filters the resource knows, checked; anything else is refused before a request is made. */
export function listQuery(spec: ResourceSpec, query: ResourceQuery | undefined): ListQuery {
  const parsed = spec.listQuery.safeParse(query ?? {});
  if (!parsed.success) throw refuse(`Unknown or invalid filter for ${spec.path}.`, 'query');
  return parsed.data;
}

function withQuery(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface ResourceReader {
  /** One list request as the query says. */
  fetchList(spec: ResourceSpec, query: ListQuery): Promise<unknown[]>;
  /** The whole list: a paged list is fetched page by page, whatever limit or skip was asked for. */
  fetchAll(spec: ResourceSpec, query: ListQuery): Promise<unknown[]>;
  /** One page of a server-mode list with the count of every matching row. */
  fetchPage(spec: ResourceSpec, query: ListQuery): Promise<ResourcePage>;
  /**
   * Every row of a list in pages, as the CSV export writes them; `progress` counts the rows
   * handed on and, in server mode, the total the server counted.
   */
  rowPages(spec: ResourceSpec, query: ListQuery, progress: CsvProgress): AsyncGenerator<object[]>;
}

export function createResourceReader(api: ApiClient, fetchBatchSize: number): ResourceReader {
  async function fetchList(spec: ResourceSpec, query: ListQuery): Promise<unknown[]> {
    const response = await api.request({
      service: spec.service,
      method: 'GET',
      path: withQuery(spec.path, { ...query, ...spec.list.fixedQuery }),
      schema: listResponseSchema(spec),
    });
    return pickList(spec, response);
  }

  function fetchAll(spec: ResourceSpec, query: ListQuery): Promise<unknown[]> {
    if (!spec.list.paged) return fetchList(spec, query);
    const { limit: _limit, skip: _skip, ...filters } = query;
    return fetchEveryPage((page) => fetchList(spec, { ...filters, ...page }), fetchBatchSize);
  }

  const fetchPage = (spec: ResourceSpec, query: ListQuery) =>
    api.request({
      service: spec.service,
      method: 'GET',
      path: withQuery(spec.path, { ...query, ...spec.list.fixedQuery }),
      schema: pageResponseSchema(spec),
    });

  async function* rowPages(spec: ResourceSpec, query: ListQuery, progress: CsvProgress): AsyncGenerator<object[]> {
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

  return { fetchList, fetchAll, fetchPage, rowPages };
}
