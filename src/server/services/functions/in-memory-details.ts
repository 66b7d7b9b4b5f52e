/**
 * `POST /functions/getInMemoryDetails { objectId }` (spec 7.4, memorial detail function): what
 * the public landing page of a memorial person is built from.
 *
 * - `organization`: the memorial's organization, whole (its `web` and `intID` among the rest);
 * - `projectDetails`: the organization's active project in the memorial's activity (projects
 *   `org_id` = the memorial's `orgId`, `actid` = its `actId`, `isactive` = 1; the first by the
 *   projects list's own order when there are several), or null when it has none;
 * - `keyword`: that project's SMS keywords, `[{ keywordEN, keywordAR }]`, each once;
 * - `shortCodes`: that project's SMS rows, what a donor sends where: short code, operator,
 *   price and keyword, in the order they were added.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredText } from '../../../shared/entities/fields';
import { organizationSchema } from '../../../shared/entities/organization';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { mnos, organizations, projects, smsPayments } from '../../db/schema';
import { memorials } from '../../db/schema/store';
import { notFound } from '../../http/api-error';

const projectDetailsSchema = z.object({
  id: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  infoAR: z.string(),
  infoEN: z.string(),
  mediaURL: z.string().nullable(),
  deeplink: z.string().nullable(),
  smartDeepLink: z.string().nullable(),
  actid: z.number().int(),
  actIntId: z.number().int(),
  org_id: z.number().int(),
  orgIntId: z.number().int(),
});

const shortCodeSchema = z.object({
  shortCode: z.number().int(),
  mno: z.number().int(),
  mnoNameEN: z.string(),
  mnoNameAR: z.string(),
  price: z.number().int(),
  keywordEN: z.string(),
  keywordAR: z.string(),
});

export const inMemoryDetailsSchema = z.object({
  organization: organizationSchema,
  projectDetails: projectDetailsSchema.nullable(),
  keyword: z.array(z.object({ keywordEN: z.string(), keywordAR: z.string() })),
  shortCodes: z.array(shortCodeSchema),
});
export type InMemoryDetails = z.infer<typeof inMemoryDetailsSchema>;

/** An id that names no memorial (whatever its characters) is a 404, like an unknown one. */
export const inMemoryDetailsBodySchema = z.strictObject({ objectId: requiredText(64) });

/** The details of one memorial, or null when there is no such memorial. */
export async function inMemoryDetailsOf(db: Queryable, objectId: string): Promise<InMemoryDetails | null> {
  const [memorial] = await db
    .select({ orgId: memorials.orgId, actId: memorials.actId })
    .from(memorials)
    .where(eq(memorials.objectId, objectId));
  if (!memorial) return null;
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, memorial.orgId));
  // A foreign key keeps the organization while memorials name it.
  if (!organization) throw new Error(`The organization ${memorial.orgId} of memorial ${objectId} is missing.`);
  const [project] = await db
    .select({
      id: projects.id,
      nameAR: projects.nameAR,
      nameEN: projects.nameEN,
      infoAR: projects.infoAR,
      infoEN: projects.infoEN,
      mediaURL: projects.mediaURL,
      deeplink: projects.deeplink,
      smartDeepLink: projects.smartDeepLink,
      actid: projects.actid,
      actIntId: projects.actIntId,
      org_id: projects.org_id,
      orgIntId: projects.orgIntId,
    })
    .from(projects)
    .where(and(eq(projects.org_id, memorial.orgId), eq(projects.actid, memorial.actId), eq(projects.isactive, 1)))
    .orderBy(asc(projects.Order), asc(projects.id))
    .limit(1);
  if (!project) return { organization, projectDetails: null, keyword: [], shortCodes: [] };
  const rows = await db
    .select({
      shortCode: smsPayments.short_code,
      mno: smsPayments.mno,
      mnoNameEN: mnos.nameEN,
      mnoNameAR: mnos.nameAR,
      price: smsPayments.price,
      keywordEN: smsPayments.keyword_en,
      keywordAR: smsPayments.keyword_ar,
    })
    .from(smsPayments)
    .innerJoin(mnos, eq(mnos.id, smsPayments.mno))
    .where(eq(smsPayments.projectId, project.id))
    .orderBy(asc(smsPayments.id));
  // One keyword per text: the same keyword usually runs on both operators.
  const keywords = new Map(rows.map((row) => [row.keywordEN, { keywordEN: row.keywordEN, keywordAR: row.keywordAR }]));
  return { organization, projectDetails: project, keyword: [...keywords.values()], shortCodes: rows };
}

export const functionRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.post(
    '/functions/getInMemoryDetails',
    {
      schema: {
        tags: ['functions'],
        summary: 'What the landing page of a memorial person shows: its organization, project, keywords and short codes.',
        description:
          'Body `{ objectId }` of a memorial person (class InMemory). `organization` is its organization; `projectDetails` ' +
          "the organization's active project in the memorial's activity, or null when there is none (and then `keyword` " +
          "and `shortCodes` are empty); `keyword` that project's SMS keywords, each once; `shortCodes` its SMS rows " +
          '(short code, operator, price, keyword). 404 for an unknown memorial.',
        body: inMemoryDetailsBodySchema,
        response: { 200: inMemoryDetailsSchema },
      },
    },
    async (request) => {
      const details = await inMemoryDetailsOf(context.db, request.body.objectId);
      if (!details) throw notFound('There is no such memorial person.');
      return details;
    },
  );
};
