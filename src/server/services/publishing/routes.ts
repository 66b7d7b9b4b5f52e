/**
 * Publishing (spec 2.1, 4 Update buttons, 7.1, 7.4), admin only:
 *
 *   PUT /backoffice/update-projects?background=true   publish projects (jobs.ts)
 *   PUT /backoffice/update-casues?background=true     publish cases (spec 7.1's spelling; `update-causes` too)
 *   GET /backoffice/publishing                        PublishingStatus (status.ts)
 *   PUT /backoffice/update-website-blogs              call the website's deploy hook (website-hook.ts)
 *
 * An update answers 202 at once with `background=true` (the job goes on after the answer),
 * else 200 once the publication is done or failed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../history/record-history';
import { z } from 'zod';
import { endpoints, publishEndpoints, PUBLISHING_PREFIX } from '../../../shared/endpoints';
import {
  publicationResponseSchema,
  publishingStatusSchema,
  websiteBlogsPublishedSchema,
  type SnapshotKind,
} from '../../../shared/entities/publishing';
import type { ServerContext } from '../../context';
import { ApiError, apiErrorBodySchema } from '../../http/api-error';
import { callDeployHook, DeployHookError, recordWebsiteDeploy } from './website-hook';
import { createPublisher, publicationOf } from './jobs';
import { publishingStatus } from './status';

const tags = ['publishing'];

const updateQuery = z.object({ background: z.enum(['true', 'false']).optional() });
/** The update routes take no body (spec 7.1: payload none; Fastify hands it on as null); a client may send `{}`. */
const emptyBody = z.strictObject({}).nullish();

const updateRoutes: Array<{ kind: SnapshotKind; route: string; alias?: string }> = [
  { kind: 'projects', route: publishEndpoints.projects.route },
  { kind: 'causes', route: publishEndpoints.causes.route },
  // Only the server answers the usual spelling too; the client sends spec 7.1's.
  { kind: 'causes', route: `${PUBLISHING_PREFIX}/update-causes`, alias: publishEndpoints.causes.route },
];

export const publishingRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock, config } = context;
  const publisher = createPublisher({ db, clock, hooks: config.publishingHooks, log: { error: (line) => app.log.error(line) } });
  // A closing server lets its running publications finish (a snapshot takes seconds) before the database closes.
  app.addHook('onClose', async () => publisher.close());

  for (const { kind, route, alias } of updateRoutes) {
    const what = kind === 'projects' ? 'projects' : 'urgent cases';
    app.put(
      route,
      {
        schema: {
          tags,
          summary: alias ? `The same as PUT ${alias}.` : `Publish the ${what} to the public content API.`,
          description:
            `Takes a consistent snapshot of every active ${kind === 'projects' ? 'project' : 'case'} with its payment items ` +
            'and makes it the one the public API serves once it is complete; a failure keeps the previous one. ' +
            'With `background=true` answers 202 at once with the publication (`running`); otherwise 200 once it is `done` or `failed`. ' +
            'A press while a publication of this kind runs joins it (the same id).',
          querystring: updateQuery,
          body: emptyBody,
          response: { 200: publicationResponseSchema, 202: publicationResponseSchema },
        },
      },
      async (request, reply) => {
        const started = await publisher.start(kind, actorOf(request));
        if (request.query.background === 'true') return reply.code(202).send({ publication: publicationOf(started) });
        return { publication: publicationOf(await publisher.finished(started)) };
      },
    );
  }

  app.get(
    endpoints.publishingStatus.route,
    {
      schema: {
        tags,
        summary: 'Where published content stands: per kind, when it was last published, unpublished changes, a running or failed publication; the website blog.',
        response: { 200: publishingStatusSchema },
      },
    },
    async () => publishingStatus(db, clock(), Boolean(config.websiteHook)),
  );

  app.put(
    endpoints.websiteBlogs.route,
    {
      schema: {
        tags,
        summary: 'Rebuild the website\'s blog: call its deploy hook.',
        description:
          'Calls WEBSITE_DEPLOY_HOOK_URL and waits for its answer (WEBSITE_DEPLOY_HOOK_TIMEOUT_MS). A 2xx answers 200; ' +
          'anything else 502 `websitePublishFailed` whose message says why (its status, no answer in time, a redirect to another host). ' +
          'No hook configured: 503 `websitePublishNotConfigured`.',
        body: emptyBody,
        response: { 200: websiteBlogsPublishedSchema, 502: apiErrorBodySchema, 503: apiErrorBodySchema },
      },
    },
    async (request) => {
      const hook = config.websiteHook;
      if (!hook) {
        throw new ApiError(503, 'websitePublishNotConfigured', 'Publishing the website is not configured on this server: set WEBSITE_DEPLOY_HOOK_URL.');
      }
      try {
        await callDeployHook(hook);
      } catch (error) {
        const reason = error instanceof DeployHookError ? error.message : 'The deploy hook could not be called.';
        app.log.warn(`Updating the website blogs failed: ${reason}`);
        await recordWebsiteDeploy(db, clock(), reason);
        throw new ApiError(502, 'websitePublishFailed', reason);
      }
      const publishedAt = clock();
      await recordWebsiteDeploy(db, publishedAt, undefined, actorOf(request));
      return { publishedAt: publishedAt.toISOString() };
    },
  );
};
