/**
 * The landing pages' admin routes (src/server/README.md, "Public donation pages"):
 *
 *   POST   /landing_pages { type, id }         'Create MPS' (project, case) and a memorial's 'Generate Landing Page'
 *   POST   /landing_pages/campaign             the /jalillah pair (Arabic and English)
 *   GET    /landing_pages?limit&skip&order&search → { results, count }
 *   GET    /landing_pages/{objectId}           → { landingPage }
 *   DELETE /landing_pages/{objectId}, DELETE /landing_pages/bulk
 *
 * Generating a page again for the same record (or campaign request) updates that page, so a
 * creation answers 201 when it made a page and 200 when it updated one.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '../../../shared/endpoints';
import {
  campaignFormSchema,
  campaignPagesSchema,
  landingPageForRecordSchema,
  landingPageLinkSchema,
  listedLandingPageSchema,
  type LandingPageForRecord,
} from '../../../shared/entities/landing-page';
import { entryOf } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import { landingPages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { bodyCheckedInHandler, parseOrThrow, validationError } from '../../http/validation';
import { objectIdParamsSchema, registerDeleteRoutes } from '../resources/delete-routes';
import { checkServerMode, readServerPage, searchWhere, serverPageQueryOf, serverPageResponseOf } from '../resources/list-page';
import { claimNote } from '../sms/claim-conflicts';
import { buildCampaignPages, buildMemorialPage, buildRecordPages } from './build-page';
import { publicBaseOf } from './links';
import { findPage, toLandingPage, type LandingPageRow } from './page-store';
import { sourceNamesOf } from './page-sources';
import type { PageWriter } from './page-writer';
import { actorOf } from '../history/record-history';

const entry = entryOf('landingPages');
const tags = ['landing_pages'];

const RECORD_BODY_KEYS = new Set(['type', 'id']);

/**
 * `{ type, id }`: a union told apart by `type`, which zod checks before anything else, so a
 * misspelt field beside a missing `type` would go unnamed. Unknown fields are named first.
 */
function recordBodyOf(body: unknown): LandingPageForRecord {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const unknown = Object.keys(body).filter((key) => !RECORD_BODY_KEYS.has(key));
    if (unknown.length > 0) throw validationError(Object.fromEntries(unknown.map((key) => [key, 'validation.unknownField'])));
  }
  return parseOrThrow(landingPageForRecordSchema, body);
}

export const landingPageAdminRoutes: FastifyPluginAsyncZod<{ context: ServerContext; writer: PageWriter }> = async (app, { context, writer }) => {
  const { db, clock } = context;
  const { answer, saveAll, campaignClaims, statusOf } = writer;
  const config = context.config.landingPages;
  /** Rows as the list and the single read answer them: each with the names of its record. */
  const listed = async (request: FastifyRequest, rows: readonly LandingPageRow[]) => {
    const base = publicBaseOf(config, request);
    const sources = await sourceNamesOf(db, rows);
    return rows.map((row) => ({ ...toLandingPage(row, base), source: sources.get(row.objectId) ?? null }));
  };
  checkServerMode(entry, landingPages);

  app.post(
    endpoints.landingPageForRecord.route,
    {
      validatorCompiler: bodyCheckedInHandler as never,
      schema: {
        tags,
        summary: "Create or update a record's public page: 'Create MPS' of a project or case, a memorial's 'Generate Landing Page' (spec 7.1).",
        description:
          'A project or case gets an Arabic and an English page (the Arabic one is answered); a memorial one page in its language. ' +
          'Generating again updates the same page (same slug and link, version + 1): 201 when a page was made, 200 when updated. ' +
          '404 for an unknown record; 422 `inMemoryDetails` when the memorial\'s details cannot be had. A memorial\'s buttons are its ' +
          'organization\'s short codes (what is given through them counts for the organization): 422 `memorialPage.noShortCode` when it has ' +
          'no active short code, `memorialPage.noKeyword` when none has a keyword (its own, or one of the organization\'s Keywords); both ' +
          'name the organization at `fields.orgId` (`validation.organizationNoShortCode:{"nameAR","nameEN"}`, `…NoKeyword:…`).',
        body: landingPageForRecordSchema,
        response: { 200: landingPageLinkSchema, 201: landingPageLinkSchema },
      },
    },
    async (request, reply) => {
      const record = recordBodyOf(request.body);
      const built =
        record.type === 'memorial' ? [await buildMemorialPage(db, record.id, clock())] : await buildRecordPages(db, record.type, record.id, clock());
      const saved = await saveAll(built, actorOf(request));
      return reply.status(statusOf(saved)).send(await answer(request, saved[0]!, saved));
    },
  );

  app.post(
    endpoints.landingPageCampaign.route,
    {
      schema: {
        tags,
        summary: 'Create or update the campaign pair of /jalillah: an Arabic and an English page (spec 2.9).',
        description:
          'The form of spec 3, every field of it required; images are media paths already uploaded. `nameEN`, `titleEN` and ' +
          '`descriptionEN` (optional) are what the English page says instead of `name`, `title` and `description`. Buttons: 4202 AED 10, 4206 AED 50, ' +
          '4209 AED 100 and 4409 AED 500 on each operator (spec 9), with the form\'s keyword. The same `requestId` again updates the ' +
          'same two pages (201 when made, 200 when updated).' +
          claimNote,
        body: campaignFormSchema,
        response: { 200: campaignPagesSchema, 201: campaignPagesSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveAll(await buildCampaignPages(db, request.body), actorOf(request), campaignClaims(() => ['keyword']));
      const [ar, en] = await Promise.all(saved.map((page) => answer(request, page, saved)));
      return reply.status(statusOf(saved)).send({ ar: ar!, en: en! });
    },
  );

  // The list is served as every server-mode list is (resources/list-page.ts): the entry's sort and
  // search, newest first by default; each row with the names of its record.
  app.get(
    entry.path,
    {
      schema: {
        tags,
        summary: 'Landing pages a page at a time, in the order asked (newest first by default), searched by name, with the count of every match.',
        querystring: serverPageQueryOf(entry),
        response: { 200: serverPageResponseOf(entry) },
      },
    },
    async (request) => {
      const query = request.query as { limit?: number; skip?: number; order?: string; search?: string };
      const where = searchWhere(entry, landingPages, query.search);
      const page = await readServerPage(db, landingPages, { ...query, where, listOrder: [desc(landingPages.createdAt), desc(landingPages.objectId)] });
      return { results: await listed(request, page.rows as LandingPageRow[]), count: page.count };
    },
  );

  app.get(
    `${entry.path}/:objectId`,
    {
      schema: {
        tags,
        summary: 'A landing page, with its public link and the names of its record.',
        params: objectIdParamsSchema,
        response: { 200: z.object({ landingPage: listedLandingPageSchema }) },
      },
    },
    async (request) => {
      const row = await findPage(db, eq(landingPages.objectId, request.params.objectId));
      if (!row) throw notFound('There is no such landing page.');
      const [landingPage] = await listed(request, [row]);
      return { landingPage: landingPage! };
    },
  );

  // Its images go with it (foreign key); consents given on it keep its slug.
  registerDeleteRoutes(app, context, 'landingPages', entry, { table: landingPages, idColumn: landingPages.objectId, withIt: { one: ' with its images', many: ' with their images' } });
};
