/**
 * The route schemas and documentation words of a registry entry (src/shared/registry.ts): every
 * builder (content/crud.ts, store/class-store.ts, content/payable/) answers and checks the wire
 * facts the entry states, derived here in one way.
 */
import { z } from 'zod';
import { BULK_DELETE_MAX } from '../../../shared/limits';
import { boundMessage, bulkIds, optionalInt, recordId, versionField } from '../../../shared/entities/fields';
import { SERVER_PAGE_MAX, type ResourceEntry } from '../../../shared/registry';

/** The OpenAPI tag of a resource: the last segment of its path (`activities`, `keywords`). */
export const tagOf = (entry: ResourceEntry): string => entry.path.split('/').pop()!;

/** `a banner`, `an activity`. */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** `Keywords` from `keywords`. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `{ [itemKey]: record }`: the answer of a get, create, update or status change. */
export const itemResponseOf = (entry: ResourceEntry) => z.object({ [entry.itemKey]: entry.record });

/** A list's answer in the entry's envelope: `{ data: { activities } }` or `{ results }`. */
export function listResponseOf(entry: ResourceEntry) {
  const list = z.object({ [entry.list.key]: z.array(entry.record) });
  return entry.list.envelope === 'data' ? z.object({ data: list }) : list;
}

/** A list's answer as text, around a JSON array text the database built. */
export function listAnswerText(entry: ResourceEntry, arrayJson: string): string {
  const list = `{${JSON.stringify(entry.list.key)}:${arrayJson}}`;
  return entry.list.envelope === 'data' ? `{"data":${list}}` : list;
}

/** The shape of an entry's create or update body, which the builders need as an object. */
export function objectShapeOf(entry: ResourceEntry, body: 'create' | 'update'): z.ZodRawShape {
  const schema = entry[body];
  if (!(schema instanceof z.ZodObject)) throw new Error(`${entry.path}: the ${body} body must be an object schema.`);
  return schema.shape;
}

/**
 * The body of an update: the entry's update schema, or, with `wrapUpdateIn`, the data wrapped
 * `{ [wrapUpdateIn]: data, id?, version? }` with the `version` at the top level where it is
 * checked (the path id wins over `id`). Strict at both levels: an unknown field is refused by name.
 */
export function updateBodyOf(entry: ResourceEntry): z.ZodType {
  if (!entry.update) throw new Error(`${entry.path}: no update body.`);
  if (!entry.wrapUpdateIn) return entry.update;
  const data = Object.fromEntries(Object.entries(objectShapeOf(entry, 'update')).filter(([key]) => key !== 'version'));
  return z.strictObject({
    [entry.wrapUpdateIn]: z.strictObject(data, { error: 'validation.required' }),
    id: recordId.optional(),
    version: versionField,
  });
}

/** `{ title, org_id, version? }`: the keys of an object body, the optional ones marked. */
export function bodyKeysText(shape: z.ZodRawShape): string {
  const keys = Object.entries(shape).map(([key, field]) => (z.safeParse(field, undefined).success ? `${key}?` : key));
  return `{ ${keys.join(', ')} }`;
}

/** The id list of a class's bulk delete: 1 to BULK_DELETE_MAX object ids. */
const bulkObjectIds = z
  .array(z.string().min(1).max(64), { error: 'validation.selectSome' })
  .min(1, 'validation.selectSome')
  .max(BULK_DELETE_MAX, boundMessage('maxItems', BULK_DELETE_MAX));

/** `{ [bulkIdsKey]: [ids] }`, numeric ids or object ids by the entry's `idShape`. */
export function bulkBodyOf(entry: ResourceEntry) {
  if (!entry.bulkIdsKey) throw new Error(`${entry.path}: no bulk delete.`);
  return z.strictObject({ [entry.bulkIdsKey]: entry.idShape === 'numeric' ? bulkIds() : bulkObjectIds });
}

/** The filters of a list (`org_id`), without paging. */
export const filterQueryOf = (entry: ResourceEntry): z.ZodObject => entry.list.query ?? z.object({});

/** A paged list's query: its filters, `limit` (at most SERVER_PAGE_MAX) and `skip`. */
export const pagedQueryOf = (entry: ResourceEntry): z.ZodObject =>
  filterQueryOf(entry).extend({ limit: optionalInt({ min: 0, max: SERVER_PAGE_MAX }), skip: optionalInt({ min: 0 }) });
