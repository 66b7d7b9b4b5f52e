/**
 * The two deletes every builder registers alike, from the registry entry: one record
 * (`deleteBy: DELETE`) and several, all or none (`bulkIdsKey`). Numeric ids or object ids, by the
 * entry's `idShape`.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedResponseSchema, idParamsSchema, objectIdParam } from '../../../shared/entities/fields';
import type { ResourceEntry } from '../../../shared/registry';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
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
}

export function registerDeleteRoutes(app: FastifyInstance, db: Database, entry: ResourceEntry, target: DeleteTarget): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { table, idColumn, withIt = { one: '', many: '' } } = target;
  const { noun } = entry;
  const tags = [tagOf(entry)];
  const numeric = entry.idShape === 'numeric';
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
          summary: `Delete several ${noun.many}${withIt.many}: all or none.`,
          description: `Body \`{ ${bulkKey}: [${numeric ? 'ids' : 'objectIds'}] }\`. 404 (and nothing deleted) when any id is unknown.`,
          body: bulkBodyOf(entry),
          response: { 200: deletedResponseSchema },
        },
      },
      async (request) => {
        const ids = [...new Set((request.body as Record<string, Array<number | string>>)[bulkKey]!)];
        try {
          const deleted = await db.transaction(async (tx) => {
            const rows = await tx.delete(table).where(inArray(idColumn, ids)).returning({ id: idColumn });
            if (rows.length !== ids.length) throw notFound(`Some of these ${noun.many} do not exist; nothing was deleted.`);
            return rows.length;
          });
          return { deleted };
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
          summary: `Delete ${withArticle(noun.one)}${withIt.one}.`,
          params: numeric ? idParamsSchema : objectIdParamsSchema,
          response: { 200: deletedResponseSchema },
        },
      },
      async (request) => {
        const params = request.params as { id?: number; objectId?: string };
        try {
          const rows = await db
            .delete(table)
            .where(eq(idColumn, numeric ? params.id : params.objectId))
            .returning({ id: idColumn });
          if (rows.length === 0) throw notFound(`There is no such ${noun.one}.`);
          return { deleted: rows.length };
        } catch (error) {
          throw await refused(error, [numeric ? params.id! : params.objectId!], `This ${noun.one} is`);
        }
      },
    );
  }
}
