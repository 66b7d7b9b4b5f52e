/**
 * One route builder for every table resource of the registry (`store: 'table'`: the content API
 * of spec 7.1 and the services shaped like it, short codes of 7.4). The registry entry states the
 * wire facts (path, keys, schemas, what the resource allows); the binding (resources/bindings.ts)
 * what the database adds. Routes, for the entry of `activities`:
 *
 *   GET    /activities                       → { data: { activities } }  (or { [key] } with envelope 'root'); the list query filters
 *   GET    /activities/{id}                  → { activity }                              canGet
 *   POST   /activities                       → { activity }       201    entity body      create
 *   PUT    /activities/{id}                  → { activity }              entity body with version?, or
 *                                                                        { [wrapUpdateIn]: data, id?, version? }   update
 *   PUT    /activities/{id}?edit_status=true → { activity }              { new_status | isactive, version? }   canSetStatus
 *   DELETE /activities/{id}                  → { deleted: 1 }                             deleteBy DELETE
 *   DELETE /activities/bulk                  → { deleted: n }            { activitiesIDs }, all or nothing   bulkIdsKey
 *
 * Every table has a `version` column (optimistic concurrency): a create sets 1, every write adds
 * 1, and a write carrying a `version` that is no longer current changes nothing (409).
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editStatusQuerySchema, idParamsSchema, statusToggleBodySchema } from '../../../shared/entities/fields';
import { entryOf, type ResourceEntry } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { selectJsonArray } from '../../db/json-list';
import { updateAtVersion } from '../../db/versioned-update';
import { notFound } from '../../http/api-error';
import { conflictNote } from '../../http/stale-version';
import { bodyCheckedInHandler, parseOrThrow } from '../../http/validation';
import type { ResourceBinding, Values } from '../resources/binding-types';
import { writeChecked, type BoundResourceName } from '../resources/bindings';
import { actorOf, writeHistory, type HistoryActor } from '../history/record-history';
import type { HistoryAction } from '../../../shared/entities/history';
import { registerDeleteRoutes } from '../resources/delete-routes';
import { itemResponseOf, listAnswerText, listResponseOf, tagOf, updateBodyOf, withArticle } from '../resources/wire-schemas';
import { writeRefusal } from '../resources/write-refusal';

export function registerCrudRoutes(app: FastifyInstance, context: ServerContext, name: BoundResourceName, binding: ResourceBinding): void {
  const entry: ResourceEntry = entryOf(name);
  if (entry.store !== 'table' || entry.idShape !== 'numeric') throw new Error(`${entry.path} is not a table resource with numeric ids.`);
  if (entry.deleteBy?.method === 'PUT') throw new Error(`${entry.path}: the table builder deletes with DELETE only.`);
  if (entry.canSetStatus && !entry.update) throw new Error(`${entry.path}: a status switch comes with an update (PUT ${entry.path}/{id}).`);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const { table, idColumn, versionColumn } = binding;
  const { itemKey, noun } = entry;
  const base = entry.path;
  const tags = [tagOf(entry)];
  const itemResponse = itemResponseOf(entry);
  const refusal = (error: unknown) => writeRefusal(error, { uniqueField: binding.uniqueField, noun });
  const missing = () => notFound(`There is no such ${noun.one}.`);
  // A table with the bookkeeping times (banners, for the overview's last added and last
  // updated) gets them from the server's clock on every write, status switches included.
  const columns = getTableColumns(table);
  const createdStamp = (now: Date): Values => ({
    ...(columns.createdAt ? { createdAt: now } : {}),
    ...(columns.updatedAt ? { updatedAt: now } : {}),
  });
  const updatedStamp = (now: Date): Values => (columns.updatedAt ? { updatedAt: now } : {});
  // A list row has the fields of the record a read answers, no more (banners' times are not in it).
  const recordKeys = entry.record instanceof z.ZodObject ? Object.keys(entry.record.shape) : undefined;

  const findOne = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    if (!row) throw missing();
    return row;
  };

  /** The history step of a write: the row before and after it, by the request's admin. */
  const recorded = (actor: HistoryActor, action: HistoryAction, now: Date) => async (tx: Queryable, before: Values | null, row: Values) =>
    writeHistory(tx, actor, now, [{ resource: name, recordId: row.id as number, action, before, after: row }]);

  /** Writes the values with the next version (db/versioned-update.ts) and its history: 404, 409 or a constraint refusal otherwise. */
  const change = async (id: number, version: number | undefined, values: Values, now: Date, history: { actor: HistoryActor; action: HistoryAction }) => {
    const key = eq(idColumn, id);
    try {
      return await writeChecked(db, binding, now, { key, history: recorded(history.actor, history.action, now) }, (q) =>
        updateAtVersion(q, { table, key, versionColumn }, version, values, missing),
      );
    } catch (error) {
      throw refusal(error);
    }
  };

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: `All ${noun.many}.`,
        ...(entry.list.query ? { querystring: entry.list.query } : {}),
        response: { 200: listResponseOf(entry) },
      },
    },
    async (request, reply) => {
      const where = binding.listWhere(request.query as Values);
      const list = await selectJsonArray(db, table, { where, orderBy: binding.orderBy, keys: recordKeys });
      // Already JSON: sent as it is, in the envelope the response schema documents (the type
      // provider types send() by the schema's object; a JSON text is the same answer).
      return reply.type('application/json').send(listAnswerText(entry, list) as never);
    },
  );

  if (entry.canGet) {
    routes.get(
      `${base}/:id`,
      { schema: { tags, summary: `One ${noun.one}.`, params: idParamsSchema, response: { 200: itemResponse } } },
      async (request) => ({ [itemKey]: await findOne(request.params.id) }),
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
          const history = { key: null, history: recorded(actorOf(request), 'create', now) };
          const row = await writeChecked(db, binding, now, history, async (q) => (await q.insert(table).values({ ...values, ...createdStamp(now), version: 1 } as never).returning())[0]!);
          return reply.code(201).send({ [itemKey]: row });
        } catch (error) {
          throw refusal(error);
        }
      },
    );
  }

  if (entry.update) {
    const updateBody = updateBodyOf(entry);
    const bodyText = entry.wrapUpdateIn ? `\`{ ${entry.wrapUpdateIn}, id, version? }\`` : 'entity body with an optional `version`';
    routes.put(
      `${base}/:id`,
      {
        // The route's schema type is not a zod type; the compiler only ever sees zod schemas.
        validatorCompiler: bodyCheckedInHandler as never,
        schema: {
          tags,
          summary: entry.canSetStatus
            ? `Change ${withArticle(noun.one)}, or with ?edit_status=true only its status.`
            : `Change ${withArticle(noun.one)}.`,
          description:
            (entry.canSetStatus
              ? `With \`edit_status=true\` the body is \`{ new_status }\` or \`{ isactive }\` (0 or 1), optionally with \`version\`; otherwise the ${bodyText}.`
              : `Body: the ${bodyText}.`) +
            ' Validation failures answer 400 with `fields`. Every write adds 1 to the `version`.' +
            conflictNote,
          params: idParamsSchema,
          ...(entry.canSetStatus ? { querystring: editStatusQuerySchema } : {}),
          body: entry.canSetStatus ? z.union([statusToggleBodySchema, updateBody]) : updateBody,
          response: { 200: itemResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (entry.canSetStatus && (request.query as { edit_status?: string }).edit_status === 'true') {
          const toggle = parseOrThrow(statusToggleBodySchema, request.body);
          const isactive = (toggle.new_status ?? toggle.isactive) as number;
          const now = clock();
          const values = { isactive, ...binding.onStatusToggle?.(isactive), ...updatedStamp(now) };
          return { [itemKey]: await change(id, toggle.version, values, now, { actor: actorOf(request), action: 'status' }) };
        }
        const body = parseOrThrow(updateBody, request.body) as Values & { version?: number };
        const data = (entry.wrapUpdateIn ? body[entry.wrapUpdateIn] : body) as Values;
        await findOne(id);
        await binding.refuseBrokenReferences(data, db);
        const now = clock();
        const values = { ...binding.toValues(data, { db, now, mode: 'update' }), ...updatedStamp(now) };
        return { [itemKey]: await change(id, body.version, values, now, { actor: actorOf(request), action: 'update' }) };
      },
    );
  }

  registerDeleteRoutes(app, context, name, entry, { table, idColumn, refusal });
}
