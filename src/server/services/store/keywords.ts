/**
 * Keywords of the class-based data store (spec 2.10, 7.3): list newest first with an
 * organization filter and paging, count, create, update, delete, bulk delete.
 *
 *   GET    /classes/keywords?org_id=&limit=&skip=   → { results }   newest first
 *   GET    /classes/keywords/count?org_id=          → { count }
 *   POST   /classes/keywords                        → { keyword }   201, { title, org_id }
 *   PUT    /classes/keywords/{objectId}             → { keyword }   { title, org_id, version? }
 *   DELETE /classes/keywords/{objectId}             → { deleted: 1 }
 *   DELETE /classes/keywords/bulk                   → { deleted: n } { keywordsIDs }, all or nothing
 *
 * A keyword has a `version` (1 when created, +1 on every change); a change carrying a `version`
 * that is no longer current changes nothing (409), as for every other record.
 */
import { z } from 'zod';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResponseSchema, objectIdParam } from '../../../shared/entities/fields';
import {
  keywordInputSchema,
  keywordResponseSchema,
  keywordsBulkDeleteSchema,
  keywordsCountQuerySchema,
  keywordsCountResponseSchema,
  keywordsQuerySchema,
  keywordsResponseSchema,
  type Keyword,
  type KeywordData,
} from '../../../shared/entities/keyword';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { updateAtVersion } from '../../db/versioned-update';
import { keywords, organizations } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { conflictNote } from '../../http/stale-version';
import { validationError } from '../../http/validation';
import { randomObjectId } from '../auth/tokens';

const base = '/classes/keywords';
const tags = ['keywords'];
const objectIdParamsSchema = z.object({ objectId: objectIdParam });
const missing = () => notFound('There is no such keyword.');

function toDto(row: typeof keywords.$inferSelect): Keyword {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function checkOrganization(db: Queryable, data: KeywordData): Promise<void> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, data.org_id));
  if (!row) throw validationError({ org_id: 'validation.selectOrg' });
}

export const keywordRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const byOrganization = (orgId: number | undefined) => (orgId === undefined ? undefined : eq(keywords.org_id, orgId));

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Keywords, newest first; optionally of one organization, a page at a time.',
        querystring: keywordsQuerySchema,
        response: { 200: keywordsResponseSchema },
      },
    },
    async (request) => {
      const { org_id, limit, skip } = request.query;
      const rows = await db
        .select()
        .from(keywords)
        .where(byOrganization(org_id))
        .orderBy(desc(keywords.createdAt), desc(keywords.objectId))
        .limit(limit ?? 100)
        .offset(skip ?? 0);
      return { results: rows.map(toDto) };
    },
  );

  app.get(
    `${base}/count`,
    {
      schema: {
        tags,
        summary: 'How many keywords there are (of one organization, with org_id).',
        querystring: keywordsCountQuerySchema,
        response: { 200: keywordsCountResponseSchema },
      },
    },
    async (request) => {
      const [row] = await db.select({ count: count() }).from(keywords).where(byOrganization(request.query.org_id));
      return { count: row?.count ?? 0 };
    },
  );

  app.post(
    base,
    { schema: { tags, summary: 'Add a keyword.', body: keywordInputSchema, response: { 201: keywordResponseSchema } } },
    async (request, reply) => {
      const { title, org_id } = request.body;
      await checkOrganization(db, request.body);
      const now = clock();
      const [row] = await db
        .insert(keywords)
        .values({ objectId: randomObjectId(), title, org_id, createdAt: now, updatedAt: now, version: 1 })
        .returning();
      return reply.code(201).send({ keyword: toDto(row!) });
    },
  );

  app.put(
    `${base}/:objectId`,
    {
      schema: {
        tags,
        summary: 'Change a keyword.',
        description: 'Body `{ title, org_id, version? }`; every change adds 1 to the `version`.' + conflictNote,
        params: objectIdParamsSchema,
        body: keywordInputSchema,
        response: { 200: keywordResponseSchema },
      },
    },
    async (request) => {
      const { title, org_id, version } = request.body;
      const { objectId } = request.params;
      await checkOrganization(db, request.body);
      const row = await updateAtVersion(
        db,
        { table: keywords, key: eq(keywords.objectId, objectId), versionColumn: keywords.version },
        version,
        { title, org_id, updatedAt: clock() },
        missing,
      );
      return { keyword: toDto(row as typeof keywords.$inferSelect) };
    },
  );

  app.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: 'Delete several keywords: all or none.',
        description: 'Body `{ keywordsIDs: [objectIds] }`. 404 (and nothing deleted) when any id is unknown.',
        body: keywordsBulkDeleteSchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.keywordsIDs)];
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.delete(keywords).where(inArray(keywords.objectId, ids)).returning({ id: keywords.objectId });
        if (rows.length !== ids.length) throw notFound('Some of these keywords do not exist; nothing was deleted.');
        return rows.length;
      });
      return { deleted };
    },
  );

  app.delete(
    `${base}/:objectId`,
    {
      schema: { tags, summary: 'Delete a keyword.', params: objectIdParamsSchema, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      const rows = await db
        .delete(keywords)
        .where(and(eq(keywords.objectId, request.params.objectId)))
        .returning({ id: keywords.objectId });
      if (rows.length === 0) throw missing();
      return { deleted: 1 };
    },
  );
};
