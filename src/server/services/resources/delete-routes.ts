/**
 * The two deletes every builder registers alike, from the registry entry: one record
 * (`deleteBy: DELETE`) and several, all or none (`bulkIdsKey`). Numeric ids or object ids, by the
 * entry's `idShape`. A delete moves the records to the Trash (history/trash.ts) with their history,
 * and answers the Trash entries an undo restores.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedResponseSchema, idParamsSchema, objectIdParam } from '../../../shared/entities/fields';
import type { ResourceEntry, ResourceName } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/api-error';
import { actorOf } from '../history/record-history';
import { moveToTrash } from '../history/trash';
import { usageOf } from './usage';
import { bulkBodyOf, tagOf, withArticle } from './wire-schemas';
import { isReferenceRefusal, stillUsed } from './write-refusal';

export const objectIdParamsSchema = z.object({ objectId: objectIdParam });

export interface DeleteTarget {
  table: PgTable;
  idColumn: AnyPgColumn;
  /** A database refusal as an answer (a row still referenced: 409, with what uses it). */
  refusal?: (error: unknown) => unknown;
  /** What goes with a record, for the documentation: `{ one: ' with its payments', many: ' with their payments' }`. */
  withIt?: { one: string; many: string };
  /** The records as the API answers them (what the history keeps of a deleted one); default: the table's rows. */
  readRecords?(db: Queryable, ids: ReadonlyArray<string | number>): Promise<Array<Record<string, unknown>>>;
}

export function registerDeleteRoutes(app: FastifyInstance, context: ServerContext, name: ResourceName, entry: ResourceEntry, target: DeleteTarget): void {
  const { db, clock } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { table, idColumn, withIt = { one: '', many: '' } } = target;
  const { noun } = entry;
  const tags = [tagOf(entry)];
  const numeric = entry.idShape === 'numeric';
  const trashTarget = { resource: name, table, idColumn, readRecords: target.readRecords };
  /** A refusal as an answer; records still in use are counted by kind ('used by 2 short codes and 1 keyword'). */
  const refused = async (error: unknown, ids: ReadonlyArray<number | string>, subject: string) => {
    if (target.refusal && isReferenceRefusal(error)) return stillUsed(subject, await usageOf(db, table, ids));
    return target.refusal?.(error) ?? error;
  };

  if (entry.bulkIdsKey) {
    const bulkKey = entry.bulkIdsKey;
    routes.delete(
      `${entry.path}/bulk`,
      {
        schema: {
          tags,
          summary: `Move several ${noun.many}${withIt.many} to the Trash: all or none.`,
          description: `Body \`{ ${bulkKey}: [${numeric ? 'ids' : 'objectIds'}] }\`. 404 (and nothing deleted) when any id is unknown. Answers the Trash entries (\`trashIds\`) that \`POST /trash/restore\` brings back.`,
          body: bulkBodyOf(entry),
          response: { 200: deletedResponseSchema },
        },
      },
      async (request) => {
        const ids = [...new Set((request.body as Record<string, Array<number | string>>)[bulkKey]!)];
        const missing = () => notFound(`Some of these ${noun.many} do not exist; nothing was deleted.`);
        try {
          const trashIds = await db.transaction((tx) => moveToTrash(tx, trashTarget, ids, actorOf(request), clock(), missing));
          return { deleted: trashIds.length, trashIds };
        } catch (error) {
          throw await refused(error, ids, ids.length === 1 ? `This ${noun.one} is` : `These ${noun.many} are`);
        }
      },
    );
  }

  if (entry.deleteBy?.method === 'DELETE') {
    routes.delete(
      `${entry.path}/:${numeric ? 'id' : 'objectId'}`,
      {
        schema: {
          tags,
          summary: `Move ${withArticle(noun.one)}${withIt.one} to the Trash.`,
          description: 'Answers the Trash entry (`trashIds`) that `POST /trash/restore` brings back.',
          params: numeric ? idParamsSchema : objectIdParamsSchema,
          response: { 200: deletedResponseSchema },
        },
      },
      async (request) => {
        const params = request.params as { id?: number; objectId?: string };
        const missing = () => notFound(`There is no such ${noun.one}.`);
        try {
          const id = numeric ? params.id! : params.objectId!;
          const trashIds = await db.transaction((tx) => moveToTrash(tx, trashTarget, [id], actorOf(request), clock(), missing));
          return { deleted: trashIds.length, trashIds };
        } catch (error) {
          throw await refused(error, [numeric ? params.id! : params.objectId!], `This ${noun.one} is`);
        }
      },
    );
  }
}
