/**
 * Column choices per user and list (issue 3 §1), kept on the server so they follow the user
 * to another machine and survive logout. Keyed by the session's user, never by a parameter.
 *
 *   GET /preferences/columns/{listKey} → { columns: string[] | null }  (null: never chosen)
 *   PUT /preferences/columns/{listKey}   { columns: string[] } → { columns }
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  columnPreferenceBodySchema,
  columnPreferenceParamsSchema,
  columnPreferenceResponseSchema,
} from '../../../shared/entities/preferences';
import type { ServerContext } from '../../context';
import { columnPreferences } from '../../db/schema';
import { requireAuth } from '../../plugins/auth-guard';
import { endpoints } from '../../../shared/endpoints';

export const preferenceRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const tags = ['preferences'];

  app.get(
    endpoints.columnsGet.route,
    {
      schema: {
        tags,
        summary: "The signed-in user's visible columns of one list (null when never chosen).",
        params: columnPreferenceParamsSchema,
        response: { 200: columnPreferenceResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const [row] = await db
        .select({ columns: columnPreferences.columns })
        .from(columnPreferences)
        .where(and(eq(columnPreferences.userObjectId, user.objectId), eq(columnPreferences.listKey, request.params.listKey)));
      return { columns: row?.columns ?? null };
    },
  );

  app.put(
    endpoints.columnsSet.route,
    {
      schema: {
        tags,
        summary: "Save the signed-in user's visible columns of one list.",
        description: 'At most 100 column keys of at most 64 characters; list keys are `[A-Za-z0-9_-]{1,64}`.',
        params: columnPreferenceParamsSchema,
        body: columnPreferenceBodySchema,
        response: { 200: columnPreferenceResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const columns = [...new Set(request.body.columns)];
      const now = clock();
      await db
        .insert(columnPreferences)
        .values({ userObjectId: user.objectId, listKey: request.params.listKey, columns, updatedAt: now })
        .onConflictDoUpdate({
          target: [columnPreferences.userObjectId, columnPreferences.listKey],
          set: { columns, updatedAt: now },
        });
      return { columns };
    },
  );
};
