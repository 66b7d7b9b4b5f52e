/**
 * `POST /functions/getInMemoryDetails { objectId }` (spec 7.4, memorial detail function): what
 * the public landing page of a memorial person is built from.
 *
 * - `organization`: the memorial's organization, whole (its `web` and `intID` among the rest);
 * - `projectDetails`: the organization's active project in the memorial's activity (projects
 *   `org_id` = the memorial's `orgId`, `actid` = its `actId`, `isactive` = 1; the first by the
 *   projects list's own order when there are several), or null when it has none;
 * - `keyword`: the keywords the organization's donors send, `[{ keywordEN }]` (the name is the
 *   spec's; Arabic ones too): its Keywords, then its short codes' own keywords, each once;
 * - `shortCodes`: the organization's active short codes, what a donor sends where: short code,
 *   operator, price and keyword (the row's own, else the organization's first), oldest first.
 *
 * A memorial's page has these short codes as its buttons, so what donors give through it counts
 * for the organization (sms/attribution.ts), never for one of its projects' pages.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredText } from '../../../shared/entities/fields';
import { organizationSchema } from '../../../shared/entities/organization';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { keywords, mnos, organizations, projects, shortCodes } from '../../db/schema';
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
});

export const inMemoryDetailsSchema = z.object({
  organization: organizationSchema,
  projectDetails: projectDetailsSchema.nullable(),
  keyword: z.array(z.object({ keywordEN: z.string() })),
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
  const [codeRows, keywordRows] = await Promise.all([
    db
      .select({ shortCode: shortCodes.shortcode, mno: shortCodes.mnoid, mnoNameEN: mnos.nameEN, mnoNameAR: mnos.nameAR, price: shortCodes.price, keywordEN: shortCodes.keywordEN })
      .from(shortCodes)
      .innerJoin(mnos, eq(mnos.id, shortCodes.mnoid))
      .where(and(eq(shortCodes.orgid, memorial.orgId), eq(shortCodes.isactive, 1)))
      .orderBy(asc(shortCodes.id)),
    db.select({ title: keywords.title }).from(keywords).where(eq(keywords.org_id, memorial.orgId)).orderBy(asc(keywords.createdAt), asc(keywords.objectId)),
  ]);
  const titles = [...keywordRows.map((row) => row.title), ...codeRows.map((row) => row.keywordEN.trim())].filter((title) => title !== '');
  const firstKeyword = titles[0] ?? '';
  return {
    organization,
    projectDetails: project ?? null,
    keyword: [...new Set(titles)].map((keywordEN) => ({ keywordEN })),
    shortCodes: codeRows.map((row) => ({ ...row, keywordEN: row.keywordEN.trim() || firstKeyword })),
  };
}

export const functionRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.post(
    '/functions/getInMemoryDetails',
    {
      schema: {
        tags: ['functions'],
        summary: "What the landing page of a memorial person shows: its organization, its project, the organization's keywords and short codes.",
        description:
          'Body `{ objectId }` of a memorial person (class InMemory). `organization` is its organization; `projectDetails` ' +
          "the organization's active project in the memorial's activity, or null when there is none; `keyword` the keywords " +
          "its donors send (its Keywords, then its short codes' own), each once; `shortCodes` its active short codes (short code, " +
          "operator, price, and the row's keyword, else the organization's first). 404 for an unknown memorial.",
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
