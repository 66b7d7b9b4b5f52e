/**
 * One route builder for every table-backed resource of the content API (spec 7.1) and the
 * services shaped like it (short codes, 7.4). A resource is a descriptor: its table, its
 * shared zod schemas, its response keys, its bulk id key and its default sort. The builder
 * registers list, get, create, update, status toggle, single and bulk delete.
 *
 * Routes (for `path: 'activities'`):
 *   GET    /activities                      → { data: { activities } }  (or { activities } with listEnvelope 'root')
 *   GET    /activities/{id}                 → { activity }
 *   POST   /activities                      → { activity }             201
 *   PUT    /activities/{id}                 → { activity }             entity body (or the wrapped body), version?
 *   PUT    /activities/{id}?edit_status=true → { activity }            { new_status | isactive: 0/1, version? }
 *   DELETE /activities/{id}                 → { deleted: 1 }
 *   DELETE /activities/bulk                 → { deleted: n }            { activitiesIDs: [...] }, all or nothing
 *
 * Every table has a `version` column (optimistic concurrency): a create sets 1, every write adds
 * 1, and a write carrying a `version` that is no longer current changes nothing (409).
 */
import { eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkIds,
  deletedResponseSchema,
  editStatusQuerySchema,
  idParamsSchema,
  statusToggleBodySchema,
} from '../../../shared/entities/fields';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';
import { selectJsonArray } from '../../db/json-list';
import { updateAtVersion } from '../../db/versioned-update';
import { ApiError, notFound } from '../../http/api-error';
import { conflictNote } from '../../http/stale-version';
import { parseOrThrow, validationError } from '../../http/validation';

type Values = Record<string, unknown>;

export interface WriteContext {
  db: Queryable;
  now: Date;
  mode: 'create' | 'update';
}

export interface CrudResource<Data> {
  /** URL segment and OpenAPI tag, e.g. `activities`. */
  path: string;
  /** Words for the documentation and messages: `{ one: 'activity', many: 'activities' }`. */
  noun: { one: string; many: string };
  table: PgTable;
  idColumn: AnyPgColumn;
  /** One row as answered. */
  itemSchema: z.ZodType;
  /** `activities` in `{ data: { activities } }`. */
  listKey: string;
  /** `activity` in `{ activity }`. */
  itemKey: string;
  /** `data`: `{ data: { [listKey]: [...] } }` (content API); `root`: `{ [listKey]: [...] }`. */
  listEnvelope: 'data' | 'root';
  /** Body of POST, and of PUT unless `updateBody` says otherwise. */
  inputSchema: z.ZodType<Data>;
  /** A PUT body that wraps the data, e.g. `{ organization_data_to_update, id, version? }` (`version` at its top level). */
  updateBody?: { schema: z.ZodType; dataKey: string };
  /** `activitiesIDs`. */
  bulkKey: string;
  /** Default sort of the list. */
  orderBy: (SQL | AnyPgColumn)[];
  /** Optional list filter from the query string. */
  listFilter?: { query: z.ZodObject; where: (query: Record<string, unknown>) => SQL | undefined };
  /** Row values from validated data: derived fields, fixed values of a create. */
  toValues: (data: Data, context: WriteContext) => Values;
  /** Checks against other tables: field path → message key for each broken reference. */
  checkReferences?: (data: Data, db: Queryable) => Promise<Record<string, string>>;
  /** Values written with the new isactive by a status toggle (e.g. banners clear startDate). */
  onStatusToggle?: (isactive: number) => Values;
  /** The field a unique-constraint failure is reported on (e.g. `intID`). */
  uniqueField?: string;
}

/** Body validators skip the schema: the body's schema depends on `?edit_status`, checked in the handler. */
export const bodyCheckedInHandler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

export function registerCrudRoutes<Data>(app: FastifyInstance, context: ServerContext, resource: CrudResource<Data>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const { table, idColumn, itemKey, noun } = resource;
  const versionColumn = getTableColumns(table).version;
  if (!versionColumn) throw new Error(`The ${resource.path} table needs a version column (optimistic concurrency).`);
  const base = `/${resource.path}`;
  const tags = [resource.path];
  const itemResponse = z.object({ [itemKey]: resource.itemSchema });
  const listItems = z.array(resource.itemSchema);
  const listResponse =
    resource.listEnvelope === 'data'
      ? z.object({ data: z.object({ [resource.listKey]: listItems }) })
      : z.object({ [resource.listKey]: listItems });
  const bulkBody = z.strictObject({ [resource.bulkKey]: bulkIds() });
  const missing = () => notFound(`There is no such ${noun.one}.`);

  const findOne = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    if (!row) throw missing();
    return row;
  };

  const checkReferences = async (data: Data) => {
    if (!resource.checkReferences) return;
    const broken = await resource.checkReferences(data, db);
    if (Object.keys(broken).length > 0) throw validationError(broken);
  };

  const create = async (data: Data) => {
    await checkReferences(data);
    const values = resource.toValues(data, { db, now: clock(), mode: 'create' });
    try {
      const [row] = await db.insert(table).values({ ...values, version: 1 } as never).returning();
      return row;
    } catch (error) {
      throw writeRefusal(error, resource);
    }
  };

  /** Writes the values with the next version (db/versioned-update.ts): 404, 409 or a constraint refusal otherwise. */
  const change = async (id: number, version: number | undefined, values: Values) => {
    try {
      return await updateAtVersion(db, { table, key: eq(idColumn, id), versionColumn }, version, values, missing);
    } catch (error) {
      throw writeRefusal(error, resource);
    }
  };

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: `All ${noun.many}.`,
        ...(resource.listFilter ? { querystring: resource.listFilter.query } : {}),
        response: { 200: listResponse },
      },
    },
    async (request, reply) => {
      const where = resource.listFilter?.where(request.query as Record<string, unknown>);
      const list = await selectJsonArray(db, table, { where, orderBy: resource.orderBy });
      // Already JSON: sent as it is, in the envelope the response schema documents.
      const body = `{${JSON.stringify(resource.listKey)}:${list}}`;
      // (The type provider types send() by the schema's object; a JSON string is the same answer.)
      return reply.type('application/json').send((resource.listEnvelope === 'data' ? `{"data":${body}}` : body) as never);
    },
  );

  routes.get(
    `${base}/:id`,
    { schema: { tags, summary: `One ${noun.one}.`, params: idParamsSchema, response: { 200: itemResponse } } },
    async (request) => ({ [itemKey]: await findOne(request.params.id) }),
  );

  routes.post(
    base,
    {
      schema: { tags, summary: `Add ${noun.one === 'activity' ? 'an' : 'a'} ${noun.one}.`, body: resource.inputSchema, response: { 201: itemResponse } },
    },
    async (request, reply) => {
      const row = await create(request.body as Data);
      return reply.code(201).send({ [itemKey]: row });
    },
  );

  const updateSchema = resource.updateBody?.schema ?? resource.inputSchema;
  routes.put(
    `${base}/:id`,
    {
      // The route's schema type is not a zod type; the compiler only ever sees zod schemas.
      validatorCompiler: bodyCheckedInHandler as never,
      schema: {
        tags,
        summary: `Change ${noun.one === 'activity' ? 'an' : 'a'} ${noun.one}, or with ?edit_status=true only its status.`,
        description:
          'With `edit_status=true` the body is `{ new_status }` or `{ isactive }` (0 or 1), optionally with `version`; otherwise the ' +
          (resource.updateBody ? `\`{ ${resource.updateBody.dataKey}, id, version? }\`` : 'entity body with an optional `version`') +
          '. Validation failures answer 400 with `fields`. Every write adds 1 to the `version`.' +
          conflictNote,
        params: idParamsSchema,
        querystring: editStatusQuerySchema,
        body: z.union([statusToggleBodySchema, updateSchema]),
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.query.edit_status === 'true') {
        const toggle = parseOrThrow(statusToggleBodySchema, request.body);
        const isactive = (toggle.new_status ?? toggle.isactive) as number;
        return { [itemKey]: await change(id, toggle.version, { isactive, ...resource.onStatusToggle?.(isactive) }) };
      }
      const body = parseOrThrow(updateSchema, request.body) as Values & { version?: number };
      const data = (resource.updateBody ? body[resource.updateBody.dataKey] : body) as Data;
      await findOne(id);
      await checkReferences(data);
      return { [itemKey]: await change(id, body.version, resource.toValues(data, { db, now: clock(), mode: 'update' })) };
    },
  );

  routes.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: `Delete several ${noun.many}: all or none.`,
        description: `Body \`{ ${resource.bulkKey}: [ids] }\`. 404 (and nothing deleted) when any id is unknown.`,
        body: bulkBody,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      const ids = [...new Set((request.body as Record<string, number[]>)[resource.bulkKey]!)];
      try {
        const deleted = await db.transaction(async (tx) => {
          const rows = await tx.delete(table).where(inArray(idColumn, ids)).returning({ id: idColumn });
          if (rows.length !== ids.length) throw notFound(`Some of these ${noun.many} do not exist; nothing was deleted.`);
          return rows.length;
        });
        return { deleted };
      } catch (error) {
        throw writeRefusal(error, resource);
      }
    },
  );

  routes.delete(
    `${base}/:id`,
    { schema: { tags, summary: `Delete ${noun.one === 'activity' ? 'an' : 'a'} ${noun.one}.`, params: idParamsSchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      try {
        const rows = await db.delete(table).where(eq(idColumn, request.params.id)).returning({ id: idColumn });
        if (rows.length === 0) throw missing();
        return { deleted: rows.length };
      } catch (error) {
        throw writeRefusal(error, resource);
      }
    },
  );
}

/** Constraint failures as answers: a taken unique value is a field problem, a row still referenced a conflict. */
function writeRefusal(error: unknown, resource: Pick<CrudResource<unknown>, 'uniqueField' | 'noun'>): unknown {
  if (error instanceof ApiError) return error;
  if (pgError(error, PG_UNIQUE_VIOLATION) && resource.uniqueField) {
    return validationError({ [resource.uniqueField]: 'validation.alreadyUsed' });
  }
  if (pgError(error, PG_FOREIGN_KEY_VIOLATION) || pgError(error, PG_RESTRICT_VIOLATION)) {
    return new ApiError(409, 'conflict', `This ${resource.noun.one} is still used by other records (short codes, keywords…).`);
  }
  return error;
}
