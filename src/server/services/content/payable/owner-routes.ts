/**
 * The routes of an owner of payment items (projects, causes), from its registry entry: the
 * table builder's seven routes (content/crud.ts), but a record is answered with its payment
 * lists, a create writes the record and its lists in one transaction, and every write stores
 * the record's JSON (record-json.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editStatusQuerySchema, idParamsSchema, statusToggleBodySchema } from '../../../../shared/entities/fields';
import type { ServerContext } from '../../../context';
import { conflictNote } from '../../../http/stale-version';
import { claimNote } from '../../sms/claim-conflicts';
import { bodyCheckedInHandler, parseOrThrow, validationError } from '../../../http/validation';
import { registerDeleteRoutes } from '../../resources/delete-routes';
import { itemResponseOf, listAnswerText, listResponseOf, tagOf, updateBodyOf } from '../../resources/wire-schemas';
import type { Owner } from './owners';
import { checkLists } from './payments';
import { listJson, readRecord } from './record-json';
import { changeRecord, createRecord, missingRecord } from './record-writes';
import { actorOf } from '../../history/record-history';

export function registerOwnerRoutes(app: FastifyInstance, context: ServerContext, owner: Owner): void {
  const { entry } = owner;
  const { noun, itemKey, create, wrapUpdateIn } = entry;
  if (!create || !wrapUpdateIn) throw new Error(`${entry.path}: an owner of payments has a create and a wrapped update.`);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const base = entry.path;
  const tags = [tagOf(entry)];
  const itemResponse = itemResponseOf(entry);
  const updateBody = updateBodyOf(entry);
  const record = async (id: number) => ({ [itemKey]: await readRecord(db, owner, id, () => missingRecord(owner)) });

  routes.get(
    base,
    { schema: { tags, summary: `All ${noun.many} with their payment lists (active first).`, response: { 200: listResponseOf(entry) } } },
    async (_request, reply) => {
      // Already JSON: sent as it is, in the envelope the response schema documents.
      return reply.type('application/json').send(listAnswerText(entry, await listJson(db, owner)) as never);
    },
  );

  routes.get(
    `${base}/:id`,
    { schema: { tags, summary: `One ${noun.one} with its payment lists.`, params: idParamsSchema, response: { 200: itemResponse } } },
    async (request) => record(request.params.id),
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        summary: `Add a ${noun.one} with its payment lists (one transaction).`,
        description: claimNote.trim(),
        body: create,
        response: { 201: itemResponse },
      },
    },
    async (request, reply) => {
      const values = await owner.values(request.body, db, 'create', '');
      const lists = owner.createLists(request.body);
      const broken = await checkLists(db, lists);
      if (Object.keys(broken).length > 0) throw validationError(broken);
      const id = await createRecord(db, owner, values, lists, clock(), { actor: actorOf(request), action: 'create' });
      return reply.code(201).send(await record(id));
    },
  );

  routes.put(
    `${base}/:id`,
    {
      // The route's schema type is not a zod type; the compiler only ever sees zod schemas.
      validatorCompiler: bodyCheckedInHandler as never,
      schema: {
        tags,
        summary: `Change a ${noun.one}'s main data, or with ?edit_status=true only its status.`,
        description:
          `With \`edit_status=true\` the body is \`{ new_status }\` or \`{ isactive }\` (0 or 1), optionally with \`version\`; otherwise \`{ ${wrapUpdateIn}, id, version? }\` ` +
          '(the path id wins; payment lists are changed through the payment endpoints). Validation failures answer 400 with `fields`.' +
          conflictNote +
          claimNote,
        params: idParamsSchema,
        querystring: editStatusQuerySchema,
        body: z.union([statusToggleBodySchema, updateBody]),
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.query.edit_status === 'true') {
        const toggle = parseOrThrow(statusToggleBodySchema, request.body);
        const isactive = (toggle.new_status ?? toggle.isactive) as number;
        await changeRecord(db, owner, id, { version: toggle.version, now: clock(), values: { isactive }, history: { actor: actorOf(request), action: 'status' } });
        return record(id);
      }
      const body = parseOrThrow(updateBody, request.body) as Record<string, unknown> & { version?: number };
      const values = await owner.values(body[wrapUpdateIn], db, 'update', wrapUpdateIn);
      await changeRecord(db, owner, id, { version: body.version, now: clock(), values, history: { actor: actorOf(request), action: 'update' } });
      return record(id);
    },
  );

  // Payment rows go with their owner (ON DELETE CASCADE).
  const withPayments = { one: ' with its payments', many: ' with their payments' };
  registerDeleteRoutes(app, context, owner.type === 'project' ? 'projects' : 'causes', entry, {
    table: owner.table,
    idColumn: owner.idColumn,
    withIt: withPayments,
    readRecords: (q, ids) => Promise.all(ids.map(async (id) => (await readRecord(q, owner, Number(id), () => missingRecord(owner))) as Record<string, unknown>)),
  });
}
