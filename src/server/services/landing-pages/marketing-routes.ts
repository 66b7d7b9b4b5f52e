/**
 * The marketing-automation interface (spec 7.4): `POST /apps/{suite}/landingpages` creates a
 * page from a whole micro-page body, with the marketing system's API key (X-Api-Key), not a
 * session; limited to its suites and to a number of pages an hour per client address.
 */
import type { FastifyRequest } from 'fastify';
import { marketingActor } from '../history/record-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { landingPageInputSchema, landingPageLinkSchema } from '../../../shared/entities/landing-page';
import { keywordKey } from '../../../shared/sms-keywords';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { requesterOf } from '../../http/client-address';
import { sameSecret } from '../../support/same-secret';
import { sanitizeHtml } from '../content/sanitize-html';
import { claimNote } from '../sms/claim-conflicts';
import type { SmsClaim } from '../sms/claims';
import { DEFAULT_MARKETING_CREATES_PER_HOUR, DEFAULT_MARKETING_SUITES, SUITE_NAME } from './config';
import { admitMarketingPage } from './marketing-gate';
import { uploadPathOf } from './page-images';
import type { PageWriter } from './page-writer';
import { slugFor } from './slugs';

export const API_KEY_HEADER = 'x-api-key';

const tags = ['landing_pages'];

const suiteParamsSchema = z.object({
  suite: z
    .string()
    .regex(SUITE_NAME, 'validation.invalid')
    .describe(`The marketing system's suite: one of LANDING_PAGES_SUITES (default ${DEFAULT_MARKETING_SUITES.join(', ')}); another answers 404.`),
});

export const marketingRoutes: FastifyPluginAsyncZod<{ context: ServerContext; writer: PageWriter }> = async (app, { context, writer }) => {
  const { db, clock } = context;
  const config = context.config.landingPages;
  const { answer, saveAll, campaignClaims } = writer;

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
        marketingActor,
        campaignClaims(buttonFields),
      );
      return reply.status(201).send(await answer(request, saved!));
    },
  );
};
