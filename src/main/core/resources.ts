/**
 * How main calls the platform server for each resource of the generic channels (`resource:*`,
 * `csv:export`): derived from the registry (src/shared/registry.ts), which states the paths,
 * keys and id shapes once. Nothing here is written per resource.
 */
import { z } from 'zod';
import { entryOf, registry, SERVER_PAGE_MAX, type ResourceEntry, type ResourceName, type ResourceRecords } from '../../shared/registry';
import { SEARCH_TERM_MAX } from '../../shared/search-text';

export interface ResourceSpec extends ResourceEntry {
  /** Where the array sits in `GET path`'s answer: `['data', 'activities']`. */
  responsePath: readonly string[];
  /**
   * The filters the renderer may pass (strict: any other key is refused); paged lists add `limit`
   * and `skip`, server-mode lists `order` (one of the entry's sortable fields, `-` first for
   * descending) and `search`.
   */
  listQuery: z.ZodType<Record<string, string | number | undefined>>;
}

const pageQuery = { limit: z.coerce.number().int().min(0).max(SERVER_PAGE_MAX).optional(), skip: z.coerce.number().int().min(0).optional() };

/** `order` and `search` of a server-mode list, as the server allows them (services/resources/list-page.ts). */
function serverModeQuery(list: ResourceEntry['list']) {
  if (list.mode !== 'server') return {};
  const orders = (list.sortable ?? []).flatMap((field) => [field, `-${field}`]);
  return {
    ...(orders.length > 0 && { order: z.enum(orders as [string, ...string[]]).optional() }),
    ...((list.searchable?.length ?? 0) > 0 && { search: z.string().max(SEARCH_TERM_MAX).optional() }),
  };
}

function specFrom(entry: ResourceEntry): ResourceSpec {
  const { list } = entry;
  return {
    ...entry,
    responsePath: list.envelope === 'data' ? ['data', list.key] : [list.key],
    listQuery: z.strictObject({
      ...(list.query?.shape ?? {}),
      ...(list.paged ? pageQuery : {}),
      ...serverModeQuery(list),
    }) as ResourceSpec['listQuery'],
  };
}

export const RESOURCES = Object.fromEntries(
  Object.keys(registry).map((name) => [name, specFrom(entryOf(name as ResourceName))]),
) as Record<ResourceName, ResourceSpec>;

/** Wraps an update body where the server wants it wrapped: `{ [key]: data, id, version? }`, the version on top. */
export function updateBody(spec: ResourceSpec, body: Record<string, unknown>, id: string | number): unknown {
  if (!spec.wrapUpdateIn) return body;
  const { version, ...data } = body;
  return { [spec.wrapUpdateIn]: data, id, ...(version !== undefined && { version }) };
}

/** The keys an update may carry, where the registry's update schema names them (a strict object). */
export function updateKeys(spec: ResourceSpec): readonly string[] | undefined {
  return spec.update instanceof z.ZodObject ? Object.keys(spec.update.shape) : undefined;
}

const numericIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
]);
const objectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The id in the shape the resource uses, or null when it has another shape. */
export function resourceId(spec: ResourceSpec, id: unknown): string | number | null {
  const parsed = (spec.idShape === 'numeric' ? numericIdSchema : objectIdSchema).safeParse(id);
  return parsed.success ? parsed.data : null;
}

/** The schema of `GET basePath`'s answer, built from the response path: `{ data: { activities: [...] } }`. */
export function listResponseSchema(spec: ResourceSpec): z.ZodType<unknown> {
  let schema: z.ZodType<unknown> = z.array(spec.record);
  for (const key of [...spec.responsePath].reverse()) schema = z.object({ [key]: schema });
  return schema;
}

/** A server-mode page's answer: the list as listResponseSchema has it, and the `count` beside it. */
export function pageResponseSchema(spec: ResourceSpec) {
  return z
    .object({ [spec.list.key]: z.array(spec.record), count: z.number().int().min(0) })
    .transform((response) => ({ rows: response[spec.list.key] as Array<ResourceRecords[ResourceName]>, count: response.count as number }));
}

/** The array inside an answer already checked by listResponseSchema. */
export function pickList(spec: ResourceSpec, response: unknown): Array<ResourceRecords[ResourceName]> {
  let value = response;
  for (const key of spec.responsePath) value = (value as Record<string, unknown>)[key];
  return value as Array<ResourceRecords[ResourceName]>;
}

export function itemResponseSchema(spec: ResourceSpec) {
  return z.object({ [spec.itemKey]: spec.record }).transform((response) => response[spec.itemKey] as ResourceRecords[ResourceName]);
}
