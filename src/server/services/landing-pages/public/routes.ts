/**
 * The pages donors open (spec 2.9, 3 'Micro-page', 7.4), public on purpose (`config.public`,
 * `security: []`), answering nothing but what a donor sees:
 *
 *   GET  /p/{slug}                     the page, one HTML document (404: to a browser, an HTML page saying so)
 *   GET  /p/{slug}/progress            what the bar shows (pageProgressSchema), polled by the page
 *   GET  /p/{slug}/image/{width}.webp  the page's image re-encoded at one width (its URL carries ?v=)
 *   GET  /p/icon.svg                   the pages' icon (a static route: no slug has a dot)
 *   POST /p/{slug}/consent             a donor's agreement: stored with the page and the time, and
 *                                      a name only when one was typed (no address, no device)
 *
 * Cost and limits: a page, its total and its document as sent (plain and gzip) are kept a moment
 * in memory (PAGE_CACHE_MS, PROGRESS_CACHE_MS), its images a minute, so a page many donors open
 * costs a query and a rendering a second or two, not one a visit.
 * Pages and images, the progress poll and slugs that name no page (a scan) are limited per
 * address in this instance's memory (http/address-limit.ts); the page limit is generous
 * (DEFAULT_VIEWS_PER_MINUTE, configurable), since a crowd behind one mobile operator's address
 * shares it. The consent, which writes, is limited by the database-backed limit the sign-in uses,
 * per address and per page.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_TIME_ZONE } from '../../../../shared/constants';
import { NO_SUCH_RECORD } from '../../../../shared/entities/fields';
import { consentBodySchema, pageProgressSchema } from '../../../../shared/entities/landing-page';
import type { ServerContext } from '../../../context';
import { rowsOf } from '../../../db/sql-rows';
import { ApiError, notFound, tooManyRequests } from '../../../http/api-error';
import { requesterOf } from '../../../http/client-address';
import { recordAttempt } from '../../auth/rate-limit';
import { DEFAULT_VIEWS_PER_MINUTE } from '../config';
import { publicBaseOf } from '../links';
import { dayInZone } from '../../../support/zoned-time';
import { createAddressLimiter, type AddressLimiter } from '../../../http/address-limit';
import { deviceOf } from './device';
import { acceptsGzip, encodeDocument, type EncodedDocument } from './encoded-document';
import { PAGE_ICON_SVG, pageHeaders } from './page-headers';
import { loadPublicPage, type PublicPage } from './page-model';
import { createProgressReader, LAST_ANSWER_KEPT_MS } from './progress';
import { renderGone, renderNotFound, renderPage } from './render-page';
import { createShortCache } from './short-cache';

/** How long a page as read from the database serves every request (a change shows after at most this). */
export const PAGE_CACHE_MS = 2_000;
/** Progress polls per address and window: a page polls 20 times a minute; room for several tabs and a household behind one address. */
export const PAGE_PROGRESS_LIMIT = { max: 240, windowMs: 60_000 };
/** Requests for slugs that name no page, per address and window. */
export const PAGE_MISS_LIMIT = { max: 60, windowMs: 60_000 };
/** Consents per address and window. */
export const PAGE_CONSENT_LIMIT = { max: 10, windowMs: 60_000 };
/**
 * Consents per page and window, from all addresses together, so that many addresses (a botnet,
 * a block of IPv6 networks), each within its own limit, cannot fill one page with consents. One a
 * second on average, far more than a campaign's donors give.
 */
export const PAGE_CONSENT_PAGE_LIMIT = { max: 600, windowMs: 10 * 60_000 };
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How long an image read from the database serves every request for it. */
const IMAGE_CACHE_MS = 60_000;

/** A slug as pages are given them (lowercase letters, digits, '-'); anything else names no page. */
const slugParam = z.string().regex(/^[a-z0-9-]{1,80}$/, NO_SUCH_RECORD);
const slugParams = z.object({ slug: slugParam });
const imageParams = z.object({
  slug: slugParam,
  width: z.coerce.number({ error: NO_SUCH_RECORD }).int(NO_SUCH_RECORD).min(1, NO_SUCH_RECORD).max(4096, NO_SUCH_RECORD),
});
const tags = ['public pages'];

/** A page whose project or case was deleted: gone for good, as far as donors are concerned. */
const pageGone = () => new ApiError(410, 'notFound', 'The project or case of this page was deleted.');

export const publicPageRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const goneDocument = await encodeDocument(renderGone());
  const { db, clock } = context;
  const now = () => clock().getTime();
  const today = () => dayInZone(clock(), REPORT_TIME_ZONE);
  // Like the totals, a page read once keeps answering while the database is away (progress.ts).
  const pages = createShortCache<PublicPage | null>({ ttlMs: PAGE_CACHE_MS, maxEntries: 2_000, now, keepOnFailureMs: LAST_ANSWER_KEPT_MS });
  const progress = createProgressReader({ db, now });
  const misses = createAddressLimiter(PAGE_MISS_LIMIT, now);
  const polls = createAddressLimiter(PAGE_PROGRESS_LIMIT, now);
  const views = createAddressLimiter({ max: context.config.landingPages?.viewsPerMinute ?? DEFAULT_VIEWS_PER_MINUTE, windowMs: 60_000 }, now);

  const pageOf = (slug: string) => pages.get(slug, () => loadPublicPage(db, slug, today()));
  // The documents as sent, per page, device and address: a page many donors open is rendered and compressed once a moment.
  const documents = createShortCache<EncodedDocument | null>({ ttlMs: PAGE_CACHE_MS, maxEntries: 2_000, now, keepOnFailureMs: LAST_ANSWER_KEPT_MS });
  // Images are re-encoded small (≤ 960 px WebP): the latest few hundred stay in memory a while.
  const images = createShortCache<Buffer | null>({ ttlMs: IMAGE_CACHE_MS, maxEntries: 300, now });
  const limit = (limiter: AddressLimiter, ip: string) => {
    const decision = limiter.attempt(requesterOf(ip));
    if (!decision.allowed) throw tooManyRequests('rateLimited', 'Too many requests. Try again later.', decision.retryAfterMs);
  };

  app.get(
    '/p/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A public donation page: one HTML document (text/html).',
        description:
          'Public, limited per client address (429). The page of the slug with its SMS buttons for the device of the User-Agent (iOS `sms:{code}&body=`, ' +
          'Android `sms:{code}?body=`, others the donation link), its progress and its consent form, under a strict ' +
          'Content-Security-Policy. A slug that names no page answers 404: an HTML page saying so to a browser (Accept: text/html), ' +
          'a page whose project or case was deleted 410 (said in both languages), ' +
          'the error object to other clients.',
        // The document is sent as bytes (gzip when accepted), so no response schema.
        params: slugParams,
      },
    },
    async (request, reply) => {
      limit(views, request.ip);
      const { slug } = request.params;
      const device = deviceOf(request.headers['user-agent']);
      const origin = publicBaseOf(context.config.landingPages, request);
      const document = await documents.get(`${slug}|${device}|${origin}`, async () => {
        const page = await pageOf(slug);
        if (!page) return null;
        if (page.gone) return goneDocument;
        const figures = await progress.progressOf(page, today());
        return encodeDocument(renderPage(page, figures, { device, origin, appLinks: context.config.landingPages?.appLinks ?? {} }));
      });
      if (!document) {
        limit(misses, request.ip);
        // A browser gets a page saying so; any other client the API's error like every route.
        if (!/\btext\/html\b/i.test(request.headers.accept ?? '')) throw notFound('There is no such page.');
        return reply.code(404).headers(pageHeaders(false)).send(renderNotFound());
      }
      if (document === goneDocument) {
        if (!/\btext\/html\b/i.test(request.headers.accept ?? '')) throw pageGone();
        reply.code(410).headers(pageHeaders(false));
        return reply.send(document.plain);
      }
      reply.headers(pageHeaders(true)).header('vary', 'Accept-Encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(document.plain);
      return reply.header('content-encoding', 'gzip').send(document.gzip);
    },
  );

  app.get(
    '/p/icon.svg',
    {
      config: { public: true },
      schema: { tags, summary: 'The public pages\' icon (image/svg+xml, cached for good), so a browser does not ask for a /favicon.ico that is not there.' },
    },
    async (_request, reply) =>
      reply.headers({ 'content-type': 'image/svg+xml', 'cache-control': IMAGE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' }).send(PAGE_ICON_SVG),
  );

  app.get(
    '/p/:slug/progress',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'What a public page\'s bar shows: the total raised (AED), its target, percent, complete and closed.',
        description:
          'Public. Computed at most five times a second per period; `Cache-Control: public, max-age=1`; limited per client address (429 with retryAfterSeconds). ' +
          'While the database is away, the last total this instance read (up to 10 minutes old), else 503 `databaseAway` with Retry-After.',
        params: slugParams,
        response: { 200: pageProgressSchema },
      },
    },
    async (request, reply) => {
      limit(polls, request.ip);
      const page = await pageOf(request.params.slug);
      if (!page) throw notFound('There is no such page.');
      if (page.gone) throw pageGone();
      reply.header('cache-control', 'public, max-age=1');
      return progress.progressOf(page, today());
    },
  );

  app.get(
    '/p/:slug/image/:width.webp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A public page\'s image, re-encoded as WebP at one of its widths (image/webp, cached for good: its URL carries the page version).',
        description: 'Public, limited per client address with the pages (429).',
        params: imageParams,
      },
    },
    async (request, reply) => {
      limit(views, request.ip);
      const { slug, width } = request.params;
      const image = await images.get(`${slug}|${width}`, async () => {
        const rows = rowsOf<{ bytes: Uint8Array }>(
          await db.execute(sql`
            SELECT i.bytes FROM landing_page_images i JOIN landing_pages p ON p.object_id = i.page_id
            WHERE p.slug = ${slug} AND i.width = ${width}
          `),
        );
        return rows[0] ? Buffer.from(rows[0].bytes) : null;
      });
      if (!image) {
        limit(misses, request.ip);
        throw notFound('There is no such image.');
      }
      return reply.headers({ 'content-type': 'image/webp', 'cache-control': IMAGE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' }).send(image);
    },
  );

  app.post(
    '/p/:slug/consent',
    {
      config: { public: true },
      // After the body is checked: a malformed request costs no query and writes nothing. The
      // address first, so that one address's flood is stopped before it uses the page's budget.
      preHandler: async (request) => {
        const byAddress = await recordAttempt(db, { bucket: `landingPages.consent:ip:${requesterOf(request.ip)}`, ...PAGE_CONSENT_LIMIT }, clock());
        if (!byAddress.allowed) throw tooManyRequests('rateLimited', 'Too many requests. Try again later.', byAddress.retryAfterMs);
        const byPage = await recordAttempt(db, { bucket: `landingPages.consent:page:${request.params.slug}`, ...PAGE_CONSENT_PAGE_LIMIT }, clock());
        if (!byPage.allowed) {
          throw tooManyRequests('rateLimited', 'This page is taking too many agreements right now. Try again later.', byPage.retryAfterMs);
        }
      },
      schema: {
        tags,
        summary: 'A donor agrees on a public page: `{ agreed: true, name? }` → 201 `{ agreed: true }`.',
        description:
          'Public. Stores the page, the time and the name when one was given; nothing else (no address). ' +
          `Limited to ${PAGE_CONSENT_LIMIT.max} a minute per client address and ${PAGE_CONSENT_PAGE_LIMIT.max} per page in ` +
          `${PAGE_CONSENT_PAGE_LIMIT.windowMs / 60_000} minutes from all addresses together (429 \`rateLimited\` with retryAfterSeconds).`,
        params: slugParams,
        body: consentBodySchema,
        response: { 201: z.object({ agreed: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // One statement: a page deleted meanwhile stores nothing rather than a dangling reference.
      const stored = rowsOf<{ id: number }>(
        await db.execute(sql`
          INSERT INTO landing_page_consents (page_id, page_slug, name, agreed_at)
          SELECT object_id, slug, ${request.body.name ?? null}, ${clock().toISOString()}::timestamptz
          FROM landing_pages WHERE slug = ${request.params.slug}
          RETURNING id
        `),
      );
      if (stored.length === 0) throw notFound('There is no such page.');
      return reply.code(201).send({ agreed: true as const });
    },
  );
};
