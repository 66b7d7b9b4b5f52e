/**
 * SMS donation reports (spec 2.18, 4, 7.1, 7.4):
 *
 *   PUT /reports/{orgID}                { from_date, to_date }  → 202 the report, building
 *   GET /reports/{orgID}?from_date&to_date                      → the built report (404 reportNotBuilt)
 *   GET /reports/{orgID}/{keyword}?from_date&to_date&json=true  → one keyword, one row per day
 *   GET /reporting/total?start&end&key_word                     → text `total: N` (public)
 *
 * `{orgID}` is an organization's id or `none` for all of them. Days are yyyy-MM-dd in the UAE's
 * time zone (REPORT_TIME_ZONE), both ends included, at most REPORT_MAX_DAYS.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_ORGANIZATIONS,
  keywordReportSchema,
  publicTotalQuerySchema,
  reportBuildBodySchema,
  reportOrgParamSchema,
  reportPeriodQuerySchema,
  reportSchema,
} from '../../../shared/entities/report';
import { KEYWORD_TITLE_MAX } from '../../../shared/entities/keyword';
import type { ServerContext } from '../../context';
import { organizations } from '../../db/schema';
import { notFound, tooManyRequests } from '../../http/api-error';
import { requesterOf } from '../../http/client-address';
import { recordAttempt } from '../auth/rate-limit';
import { createReportBuilder } from './build-job';
import { keywordReport } from './keyword-report';
import { createPublicTotals, PUBLIC_TOTAL_LIMIT } from './public-total';
import { readReport, reportOf } from './report-reader';
import { endpoints } from '../../../shared/endpoints';

const orgParams = z.object({ orgID: reportOrgParamSchema });
const keywordParams = orgParams.extend({ keyword: z.string().trim().min(1).max(KEYWORD_TITLE_MAX) });

export const reportRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock, smsCounter: counter } = context;
  const builder = createReportBuilder({ db, clock, counter, log: { error: (line) => app.log.error(line) } });
  const publicTotals = createPublicTotals({ db, clock });
  app.addHook('onClose', async () => builder.close());

  /** The organization of `{orgID}` (null for all of them); 404 when there is no such one. */
  const organizationOf = async (orgID: number | typeof ALL_ORGANIZATIONS): Promise<number | null> => {
    if (orgID === ALL_ORGANIZATIONS) return null;
    const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgID));
    if (!found) throw notFound('There is no such organization.');
    return found.id;
  };

  app.put(
    endpoints.reportBuild.route,
    {
      schema: {
        tags: ['reports'],
        summary: 'Build the report of an organization (or `none`: all) for a period.',
        description:
          'Starts the build as a job on the server and answers at once (202) with the report, `status: building`; ' +
          'read it with GET until it is `ready` (or `failed`). A build of the same period already running is ' +
          'answered as it is, never started twice.',
        params: orgParams,
        body: reportBuildBodySchema,
        response: { 202: reportSchema },
      },
    },
    async (request, reply) => {
      const orgId = await organizationOf(request.params.orgID);
      const record = await builder.startBuild(orgId, request.body);
      return reply.code(202).send(await reportOf(db, orgId, record, clock()));
    },
  );

  app.get(
    endpoints.report.route,
    {
      schema: {
        tags: ['reports'],
        summary: 'Read the built report of an organization (or `none`: all) for a period.',
        description:
          'Rows per keyword (the unmatched messages as `keyword: null`), totals with distinct senders of the whole ' +
          'period, and per-day figures. `stale` says messages of the period were counted after `builtAt`. A period ' +
          'never built answers 404 `reportNotBuilt`.',
        params: orgParams,
        querystring: reportPeriodQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      const orgId = await organizationOf(request.params.orgID);
      return readReport(db, orgId, request.query, clock());
    },
  );

  app.get(
    endpoints.keywordReport.route,
    {
      schema: {
        tags: ['reports'],
        summary: 'One keyword\'s figures per day of a period, added up now from the counted messages (no build needed).',
        description: 'Days without messages of the keyword are left out. Always JSON (`json=true` is accepted).',
        params: keywordParams,
        querystring: reportPeriodQuerySchema,
        response: { 200: keywordReportSchema },
      },
    },
    async (request) => {
      const orgId = await organizationOf(request.params.orgID);
      return keywordReport(db, orgId, request.params.keyword, request.query);
    },
  );

  app.get(
    '/reporting/total',
    {
      config: { public: true },
      // After the query is checked: a malformed request costs no query and writes nothing.
      preHandler: async (request) => {
        const decision = await recordAttempt(
          db,
          { bucket: `reporting.total:ip:${requesterOf(request.ip)}`, ...PUBLIC_TOTAL_LIMIT },
          clock(),
        );
        if (!decision.allowed) throw tooManyRequests('rateLimited', 'Too many requests. Try again later.', decision.retryAfterMs);
      },
      schema: {
        tags: ['reports'],
        summary: 'The donations (AED) of one keyword over a period, for public donation pages: text `total: N`.',
        description:
          'Public. Answers the total only, computed at most every 30 seconds per period and keyword; ' +
          `${PUBLIC_TOTAL_LIMIT.max} requests a minute per client address (beyond them 429 with retryAfterSeconds; a refused request takes no place).`,
        querystring: publicTotalQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const total = await publicTotals.totalOf(request.query);
      return reply.type('text/plain; charset=utf-8').send(`total: ${total}`);
    },
  );
};
