/**
 * One route builder for every class of the class-based store (spec 7.3: registry entries with
 * `store: 'class'`). A record has a string `objectId` the server generates, `createdAt`,
 * `updatedAt` and a `version`; its other fields are the class's own (its registry schemas and its
 * table). Routes, for the entry of `keywords`:
 *
 *   GET    /classes/keywords?org_id=&limit=&skip=  → { results }      newest first; the list query filters;
 *                                                                     limit default SERVER_PAGE_DEFAULT, at most SERVER_PAGE_MAX
 *          …&order=-title&search=                  → { results, count }  server-mode lists (registry `list.mode`,
 *                                                                     resources/list-page.ts): the entry's sort
 *                                                                     fields and search, the count of every match
 *   GET    /classes/keywords/count?org_id=         → { count }
 *   GET    /classes/keywords/{objectId}            → { keyword }      canGet
 *   POST   /classes/keywords                       → { keyword }      201, create body
 *   PUT    /classes/keywords/{objectId}            → { keyword }      update body with version?
 *   DELETE /classes/keywords/{objectId}            → { deleted: 1 }
 *   DELETE /classes/keywords/bulk                  → { deleted: n }   { keywordsIDs: [objectIds] }, all or nothing
 *   PUT    /classes/{Class}/{objectId}/approved    → { [itemKey] }    { Approved }, canApprove (approval.ts)
 *
 * Every change adds 1 to the `version` and sets `updatedAt`; a change carrying a `version` that
 * is no longer current changes nothing (409), as for every other record.
 */
import { count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_PAGE_DEFAULT, entryOf, type ResourceEntry } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import { updateAtVersion } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import { conflictNote } from '../../http/stale-version';
import { randomObjectId } from '../auth/tokens';
import type { ResourceBinding, Values } from '../resources/binding-types';
import { writeChecked, type BoundResourceName } from '../resources/bindings';
import { actorOf, writeHistory, type HistoryActor } from '../history/record-history';
import type { Queryable } from '../../db/database';
import { objectIdParamsSchema, registerDeleteRoutes } from '../resources/delete-routes';
import {
  bothWhere,
  checkServerMode,
  isServerMode,
  listPageQueryShape,
  countResponseSchema,
  pageOrder,
  readServerPage,
  searchKeysOf,
  searchWhere,
  serverPageQueryOf,
  serverPageResponseOf,
  type ListPageQuery,
} from '../resources/list-page';
import {
  bodyKeysText,
  capitalized,
  filterQueryOf,
  itemResponseOf,
  listResponseOf,
  objectShapeOf,
  pagedQueryOf,
  tagOf,
  withArticle,
} from '../resources/wire-schemas';
import { writeRefusal } from '../resources/write-refusal';
import { registerApprovalRoute } from './approval';



export function registerClassRoutes(app: FastifyInstance, context: ServerContext, name: BoundResourceName, binding: ResourceBinding): void {
  const entry: ResourceEntry = entryOf(name);
  if (entry.store !== 'class' || entry.idShape !== 'objectId') throw new Error(`${entry.path} is not a class with object ids.`);
  if (entry.canSetStatus || entry.wrapUpdateIn || entry.deleteBy?.method === 'PUT') {
    throw new Error(`${entry.path}: the class store has no status switch, wrapped update or delete by PUT.`);
  }
  const { table, idColumn, versionColumn } = binding;
  const { createdAt, updatedAt } = getTableColumns(table);
  if (!createdAt || !updatedAt) throw new Error(`The table of ${entry.path} needs createdAt and updatedAt columns.`);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const { itemKey, noun } = entry;
  const base = entry.path;
  const tags = [tagOf(entry)];
  const itemResponse = itemResponseOf(entry);
  const refusal = (error: unknown) => writeRefusal(error, { uniqueField: binding.uniqueField, noun });
  const missing = () => notFound(`There is no such ${noun.one}.`);
  const filters = Object.keys(filterQueryOf(entry).shape);
  const narrowed = filters.length === 0 ? '' : filters.join() === 'org_id' ? 'of one organization' : `filtered by ${filters.join(', ')}`;
  const searchOnly = new Set(searchKeysOf(entry));
  /** A row as answered: its times as ISO 8601 texts, without the columns kept only for searching. */
  const toRecord = (row: Values): Values =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => !searchOnly.has(key))
        .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    );
  checkServerMode(entry, table);
  const serverMode = isServerMode(entry);
  const pageQuery = z.object(listPageQueryShape(entry));
  /** The rows a list or a count covers: the entry's filters and, in server mode, the search. */
  const whereOf = (query: Values & ListPageQuery): SQL | undefined =>
    bothWhere(binding.listWhere(query), serverMode ? searchWhere(entry, table, query.search, binding.searchTerms) : undefined);
  // A class list is `{ results }` (root envelope); a server-mode page adds its `count`.
  const listResponse: z.ZodType<Values> = serverMode ? serverPageResponseOf(entry) : listResponseOf(entry);
  /** The history step of a write: the record before and after it, as answered, by the request's admin. */
  const recorded = (actor: HistoryActor, action: 'create' | 'update', now: Date) => async (tx: Queryable, before: Values | null, row: Values) =>
    writeHistory(tx, actor, now, [{ resource: name, recordId: String(row.objectId), action, before: before && toRecord(before), after: toRecord(row) }]);
  const countOf = async (where: SQL | undefined) => (await db.select({ count: count() }).from(table).where(where))[0]?.count ?? 0;

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: serverMode
          ? `${capitalized(noun.many)} a page at a time, in the order asked (newest first by default), searched${narrowed && ` and optionally ${narrowed}`}, with the count of every match.`
          : `${capitalized(noun.many)}, newest first${narrowed && `; optionally ${narrowed}`}${entry.list.paged ? ', a page at a time' : ''}.`,
        querystring: serverMode ? serverPageQueryOf(entry) : entry.list.paged ? pagedQueryOf(entry) : filterQueryOf(entry),
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const query = request.query as Values & ListPageQuery & { limit?: number; skip?: number };
      const where = whereOf(query);
      if (serverMode) {
        const { rows, count: total } = await readServerPage(db, table, { ...query, where, listOrder: binding.orderBy });
        return { [entry.list.key]: rows.map(toRecord), count: total };
      }
      const ordered = db
        .select()
        .from(table)
        .where(where)
        .orderBy(...pageOrder(table, query.order, binding.orderBy));
      if (!entry.list.paged) return { [entry.list.key]: (await ordered).map(toRecord) };
      return { [entry.list.key]: (await ordered.limit(query.limit ?? SERVER_PAGE_DEFAULT).offset(query.skip ?? 0)).map(toRecord) };
    },
  );

  routes.get(
    `${base}/count`,
    {
      schema: {
        tags,
        summary: `How many ${noun.many} there are${narrowed && ` (${narrowed}, with ${filters.join(', ')})`}${serverMode ? ', or match a search' : ''}.`,
        querystring: filterQueryOf(entry).extend(serverMode ? { search: pageQuery.shape.search } : {}),
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({ count: await countOf(whereOf(request.query as Values & ListPageQuery)) }),
  );

  if (entry.canGet) {
    routes.get(
      `${base}/:objectId`,
      { schema: { tags, summary: `One ${noun.one}.`, params: objectIdParamsSchema, response: { 200: itemResponse } } },
      async (request) => {
        const [row] = await db.select().from(table).where(eq(idColumn, request.params.objectId));
        if (!row) throw missing();
        return { [itemKey]: toRecord(row) };
      },
    );
  }

  if (entry.create) {
    routes.post(
      base,
      { schema: { tags, summary: `Add ${withArticle(noun.one)}.`, body: entry.create, response: { 201: itemResponse } } },
      async (request, reply) => {
        const data = request.body as Values;
        await binding.refuseBrokenReferences(data, db);
        const now = clock();
        const values = binding.toValues(data, { db, now, mode: 'create' });
        try {
          const row = await writeChecked(db, binding, now, { key: null, history: recorded(actorOf(request), 'create', now) }, async (q) => {
            const [inserted] = await q
              .insert(table)
              .values({ ...values, objectId: randomObjectId(), createdAt: now, updatedAt: now, version: 1 } as never)
              .returning();
            return inserted!;
          });
          return reply.code(201).send({ [itemKey]: toRecord(row) });
        } catch (error) {
          throw refusal(error);
        }
      },
    );
  }

  if (entry.update) {
    const updateBody = entry.update;
    routes.put(
      `${base}/:objectId`,
      {
        schema: {
          tags,
          summary: `Change ${withArticle(noun.one)}.`,
          description: `Body \`${bodyKeysText(objectShapeOf(entry, 'update'))}\`; every change adds 1 to the \`version\`.` + conflictNote,
          params: objectIdParamsSchema,
          body: updateBody,
          response: { 200: itemResponse },
        },
      },
      async (request) => {
        const data = request.body as Values & { version?: number };
        await binding.refuseBrokenReferences(data, db);
        const now = clock();
        const values = { ...binding.toValues(data, { db, now, mode: 'update' }), updatedAt: now };
        try {
          const key = eq(idColumn, request.params.objectId);
          const history = { key, history: recorded(actorOf(request), 'update', now) };
          const row = await writeChecked(db, binding, now, history, (q) => updateAtVersion(q, { table, key, versionColumn }, data.version, values, missing));
          return { [itemKey]: toRecord(row) };
        } catch (error) {
          throw refusal(error);
        }
      },
    );
  }

  if (entry.canApprove) registerApprovalRoute(app, context, name, binding, toRecord);

  registerDeleteRoutes(app, context, name, entry, { table, idColumn, refusal, readRecords: async (q, ids) => (await q.select().from(table).where(inArray(idColumn, [...ids]))).map(toRecord) });
}
