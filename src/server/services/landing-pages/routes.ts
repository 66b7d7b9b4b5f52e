/**
 * The landing-pages service's admin and marketing routes (src/server/README.md, "Public donation
 * pages"); the pages donors open are served by public/.
 *
 *   POST   /landing_pages { type, id }         'Create MPS' (project, case) and a memorial's 'Generate Landing Page'
 *   POST   /landing_pages/campaign             the /jalillah pair (Arabic and English)
 *   GET    /landing_pages?limit&skip&order&search → { results, count }
 *   GET    /landing_pages/{objectId}           → { landingPage }
 *   DELETE /landing_pages/{objectId}, DELETE /landing_pages/bulk
 *   POST   /apps/{suite}/landingpages          the marketing-automation interface (spec 7.4): X-Api-Key, not a session
 *
 * Generating a page again for the same record (or campaign request) updates that page, so a
 * creation answers 201 when it made a page and 200 when it updated one.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignFormSchema,
  campaignPagesSchema,
  landingPageForRecordSchema,
  landingPageInputSchema,
  landingPageLinkSchema,
  listedLandingPageSchema,
  type LandingPageForRecord,
} from '../../../shared/entities/landing-page';
import { entryOf, SERVER_PAGE_DEFAULT } from '../../../shared/registry';
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import type { ServerContext } from '../../context';
import { landingPages } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { requesterOf } from '../../http/client-address';
import { bodyCheckedInHandler, parseOrThrow, validationError } from '../../http/validation';
import { sanitizeHtml } from '../content/sanitize-html';
import { objectIdParamsSchema, registerDeleteRoutes } from '../resources/delete-routes';
import { bothWhere, checkServerMode, listPageQueryShape, pageOrder, searchWhere } from '../resources/list-page';
import { pagedQueryOf } from '../resources/wire-schemas';
import { keywordKey } from '../../../shared/sms-keywords';
import { claimNote, refuseClaimConflicts, type ClaimFields } from '../sms/claim-conflicts';
import type { SmsClaim } from '../sms/claims';
import { sameSecret } from '../sms/signature';
import { dayInZone } from '../sms/zoned-time';
import { createLocalMediaStore } from '../uploads/local-store';
import type { MediaStore } from '../uploads/media-store';
import { createS3MediaStore } from '../uploads/s3-store';
import { buildCampaignPages, buildMemorialPage, buildRecordPages, type BuiltPage } from './build-page';
import { DEFAULT_MARKETING_CREATES_PER_HOUR, DEFAULT_MARKETING_SUITES, SUITE_NAME } from './config';
import { pageLink, publicBaseOf } from './links';
import { admitMarketingPage } from './marketing-gate';
import { pageImagesOf, uploadPathOf } from './page-images';
import { findPage, savePage, toLandingPage, type LandingPageRow, type SavedPage, type SavedPageCheck } from './page-store';
import { sourceNamesOf } from './page-sources';
import { uncountedKeywordsOf } from './uncounted-keywords';
import { slugFor } from './slugs';


export const API_KEY_HEADER = 'x-api-key';

const entry = entryOf('landingPages');
const tags = ['landing_pages'];

const suiteParamsSchema = z.object({
  suite: z
    .string()
    .regex(SUITE_NAME, 'validation.invalid')
    .describe(`The marketing system's suite: one of LANDING_PAGES_SUITES (default ${DEFAULT_MARKETING_SUITES.join(', ')}); another answers 404.`),
});

const listResponseSchema = z.object({ results: z.array(listedLandingPageSchema), count: z.number().int() });

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

export const landingPageRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const config = context.config.landingPages;
  const media: MediaStore = context.config.s3
    ? createS3MediaStore(context.config.s3, context.config.mediaBaseUrl)
    : createLocalMediaStore(context.config.mediaDir);
  app.addHook('onClose', async () => media.close());
  checkServerMode(entry, landingPages);

  const today = () => dayInZone(clock(), REPORT_TIME_ZONE);
  /** A created page with the links of every page made with it (`made`: a pair, Arabic first). */
  const answer = async (request: FastifyRequest, saved: SavedPage, made: readonly SavedPage[] = [saved]) => {
    const base = publicBaseOf(config, request);
    const page = toLandingPage(saved.row, base);
    const links = made.map(({ row }) => ({ lang: row.lang, link: pageLink(base, row.slug) }));
    return { link: page.link, page, links, uncountedKeywords: await uncountedKeywordsOf(db, saved.row, today()) };
  };
  /** Rows as the list and the single read answer them: each with the names of its record. */
  const listed = async (request: FastifyRequest, rows: readonly LandingPageRow[]) => {
    const base = publicBaseOf(config, request);
    const sources = await sourceNamesOf(db, rows);
    return rows.map((row) => ({ ...toLandingPage(row, base), source: sources.get(row.objectId) ?? null }));
  };
  /** Saves built pages one after the other (a pair: Arabic first), each with its re-encoded image (and `check`). */
  const saveAll = async (built: readonly BuiltPage[], check?: SavedPageCheck) => {
    const images = await Promise.all(built.map((page) => pageImagesOf(media, page.imagePath)));
    const saved: SavedPage[] = [];
    for (const [index, page] of built.entries()) saved.push(await savePage(db, page.draft, images[index], clock(), check));
    return saved;
  };
  /** A campaign's buttons may not count for anyone else during its period (409 `keywordClaimed` at `fieldsOf`). */
  const campaignClaims =
    (fieldsOf: ClaimFields): SavedPageCheck =>
    (tx, row) =>
      refuseClaimConflicts(tx, { kind: 'campaign', id: row.sourceId ?? row.objectId }, today(), { fieldsOf });
  const statusOf = (saved: readonly SavedPage[]) => (saved.some((page) => page.created) ? 201 : 200);

  app.post(
    '/landing_pages',
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
      const saved = await saveAll(built);
      return reply.status(statusOf(saved)).send(await answer(request, saved[0]!, saved));
    },
  );

  app.post(
    '/landing_pages/campaign',
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
      const saved = await saveAll(await buildCampaignPages(db, request.body), campaignClaims(() => ['keyword']));
      const [ar, en] = await Promise.all(saved.map((page) => answer(request, page, saved)));
      return reply.status(statusOf(saved)).send({ ar: ar!, en: en! });
    },
  );

  app.get(
    '/landing_pages',
    {
      schema: {
        tags,
        summary: 'Landing pages a page at a time, in the order asked (newest first by default), searched by name, with the count of every match.',
        querystring: pagedQueryOf(entry).extend(listPageQueryShape(entry)),
        response: { 200: listResponseSchema },
      },
    },
    async (request) => {
      const query = request.query as { limit?: number; skip?: number; order?: string; search?: string };
      const where = bothWhere(undefined, searchWhere(entry, landingPages, query.search));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(landingPages)
          .where(where)
          .orderBy(...pageOrder(landingPages, query.order, [desc(landingPages.createdAt), desc(landingPages.objectId)]))
          .limit(query.limit ?? SERVER_PAGE_DEFAULT)
          .offset(query.skip ?? 0),
        db.select({ count: count() }).from(landingPages).where(where),
      ]);
      return { results: await listed(request, rows), count: total?.count ?? 0 };
    },
  );

  app.get(
    '/landing_pages/:objectId',
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
  registerDeleteRoutes(app, db, entry, { table: landingPages, idColumn: landingPages.objectId, withIt: { one: ' with its images', many: ' with their images' } });

  app.post(
    '/apps/:suite/landingpages',
    {
      config: { public: true, security: [{ landingPagesApiKey: [] }] },
      // Who is calling is settled before what they sent is looked at.
      preValidation: async (request: FastifyRequest) => {
        if (!config?.apiKey) {
          throw new ApiError(
            503,
            'landingPagesNotConfigured',
            'The marketing interface is not configured on this server: set LANDING_PAGES_API_KEY (see the server README, "Public donation pages").',
          );
        }
        const given = request.headers[API_KEY_HEADER];
        if (typeof given !== 'string' || !sameSecret(given, config.apiKey)) {
          throw new ApiError(401, 'unauthorized', 'X-Api-Key is missing or wrong.');
        }
      },
      // After the body is checked: a malformed request creates nothing, so it costs no place.
      preHandler: async (request) =>
        admitMarketingPage(db, config, { suite: request.params.suite, requester: requesterOf(request.ip), now: clock() }),
      schema: {
        tags,
        summary: 'Create a page from a whole micro-page body (the marketing-automation interface, spec 7.4).',
        description:
          'Authenticated by the X-Api-Key header (LANDING_PAGES_API_KEY; 503 `landingPagesNotConfigured` while it is not set). ' +
          'The description is sanitized like every rich text; an image must be a media path of this server to be shown ' +
          '(or an http(s) address, accepted and not shown); `otherDevicesLink` must be an http(s) address ' +
          '(anything else, `javascript:` or `data:`, is 400 `validation.urlInvalid`). ' +
          `Only the suites of LANDING_PAGES_SUITES (default ${DEFAULT_MARKETING_SUITES.join(', ')}): another is 404. ` +
          `At most LANDING_PAGES_CREATE_LIMIT pages an hour per client address (default ${DEFAULT_MARKETING_CREATES_PER_HOUR}): ` +
          'beyond it 429 `rateLimited` with retryAfterSeconds. ' +
          'Always a new page (kind `campaign`, no record): 201 with its `link`.' +
          claimNote,
        params: suiteParamsSchema,
        body: landingPageInputSchema,
        response: { 201: landingPageLinkSchema },
      },
    },
    async (request, reply) => {
      const data = request.body;
      const imagePath = uploadPathOf(data.components.cause.image);
      // The schema let through only http(s) links and images (or a media path of this server).
      const components = {
        ...data.components,
        cause: { ...data.components.cause, description: sanitizeHtml(data.components.cause.description), image: imagePath },
      };
      const shared = data.social.image;
      const social = { ...data.social, image: uploadPathOf(shared) ?? shared };
      const buttonFields = (claim: SmsClaim) =>
        components.buttons.flatMap((button, index) =>
          button.mno === claim.mno && button.shortCode === claim.shortCode && keywordKey(button.keyword) === claim.key ? [`components.buttons.${index}.keyword`] : [],
        );
      const [saved] = await saveAll(
        [{ draft: { kind: 'campaign', sourceId: null, lang: data.lang, slugBase: slugFor(data.name), data: { ...data, social, components }, progressFromCreation: false }, imagePath }],
        campaignClaims(buttonFields),
      );
      return reply.status(201).send(await answer(request, saved!));
    },
  );
};
