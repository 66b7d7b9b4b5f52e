/**
 * The Approved Yes/No switch of a class whose registry entry has `canApprove` (ambassadors and
 * memorial persons, spec 4 'Approved'):
 *
 *   PUT /classes/{Class}/{objectId}/approved  { Approved }  → { [itemKey]: record }
 *
 * Setting the value a record already has changes nothing (same `version`, same `updatedAt`) and
 * sends nothing, so a request sent twice, or two identical ones at once, have the effect of one:
 * the write is one conditional `UPDATE … WHERE approved <> $value RETURNING`, which only one of
 * them passes. A memorial that changed and has an app user (`userId`) queues the user's
 * notification in the same transaction (notifications/queue.ts); the worker delivers it after
 * the commit, so the answer never waits for the provider.
 */
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalBodySchema, type ContentLanguage } from '../../../shared/entities/class-record';
import { entryOf, type ResourceEntry } from '../../../shared/registry';
import type { BoundResourceName } from '../resources/bindings';
import { actorOf, writeHistory } from '../history/record-history';
import type { ServerContext } from '../../context';
import { memorials } from '../../db/schema/store';
import { notFound } from '../../http/api-error';
import { approvalNotificationType, queueNotification, type QueuedNotification } from '../notifications/queue';
import type { ResourceBinding, Values } from '../resources/binding-types';
import { objectIdParamsSchema } from '../resources/delete-routes';
import { itemResponseOf, tagOf, withArticle } from '../resources/wire-schemas';

/** What a class sends when a record's approval changed (null: nothing for this record). */
type ApprovalNotice = (row: Values) => QueuedNotification | null;

/** Classes that notify someone of an approval, by table: a memorial's applicant (spec 4). */
const noticesByTable = new Map<PgTable, ApprovalNotice>([
  [
    memorials,
    (row) =>
      typeof row.userId === 'string' && row.userId !== ''
        ? {
            type: approvalNotificationType(row.Approved === true, row.language as ContentLanguage | null),
            userId: row.userId,
            subjectId: String(row.objectId),
            applicantName: String(row.applicantName ?? ''),
          }
        : null,
  ],
]);

export function registerApprovalRoute(
  app: FastifyInstance,
  context: ServerContext,
  name: BoundResourceName,
  binding: ResourceBinding,
  toRecord: (row: Values) => Values,
): void {
  const entry: ResourceEntry = entryOf(name);
  const { table, idColumn, versionColumn } = binding;
  const columns = getTableColumns(table);
  const approved = columns.Approved as AnyPgColumn | undefined;
  if (!approved || !columns.updatedAt) throw new Error(`${entry.path}: an Approved switch needs Approved and updatedAt columns.`);
  const notice = noticesByTable.get(table);
  const { db, clock } = context;
  const { itemKey, noun } = entry;
  const missing = () => notFound(`There is no such ${noun.one}.`);

  app.withTypeProvider<ZodTypeProvider>().put(
    `${entry.path}/:objectId/approved`,
    {
      schema: {
        tags: [tagOf(entry)],
        summary: `Approve ${withArticle(noun.one)}, or take the approval back (Approved Yes/No).`,
        description:
          'Body `{ Approved }`. A change adds 1 to the `version` and sets `updatedAt`; the value the record already has ' +
          'changes nothing, so sending the same request again is harmless.' +
          (notice
            ? ' When the approval changes and the record has a `userId`, that app user is notified (type ' +
              '`inMemoryOfApproveEN`, `inMemoryOfDisApproveEN`, `inMemoryOfApproveAR` or `inMemoryOfDisApproveAR` by the ' +
              'record\'s `language`, Arabic unless `en`): queued with the change in one transaction and delivered after the ' +
              'answer, retried while the provider fails; exactly once per change.'
            : ''),
        params: objectIdParamsSchema,
        body: approvalBodySchema,
        response: { 200: itemResponseOf(entry) },
      },
    },
    async (request) => {
      const value = request.body.Approved;
      const key = eq(idColumn, request.params.objectId);
      const now = clock();
      const { row, queued } = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(table)
          .set({ Approved: value, updatedAt: now, version: sql`${versionColumn} + 1` } as never)
          .where(and(key, ne(approved, value)))
          .returning();
        if (!changed) {
          const [unchanged] = await tx.select().from(table).where(key);
          if (!unchanged) throw missing();
          return { row: unchanged as Values, queued: false };
        }
        const before = { ...changed, Approved: !value };
        await writeHistory(tx, actorOf(request), now, [
          { resource: name, recordId: String(changed.objectId), action: 'approval', before: toRecord(before), after: toRecord(changed as Values) },
        ]);
        const notification = notice?.(changed);
        if (notification) await queueNotification(tx, notification, now);
        return { row: changed as Values, queued: Boolean(notification) };
      });
      // After the commit: the worker finds the row; the answer does not wait for it.
      if (queued) context.notifications.kick();
      return { [itemKey]: toRecord(row) };
    },
  );
}
