import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mnosResponseSchema } from '../../../shared/entities/mno';
import type { ServerContext } from '../../context';
import { registerCrudRoutes } from './crud';
import { registerPayableRoutes } from './payable';
import { listMnos } from './queries';
import { activitiesResource, bannersResource, organizationsResource, shortCodesResource } from './resources';

/**
 * Main content API, spec 7.1 (activities, banners, organizations) and the short-codes
 * service of 7.4, each from its descriptor; plus the operators list.
 */
export const contentService: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  for (const resource of [activitiesResource, bannersResource, organizationsResource, shortCodesResource]) {
    registerCrudRoutes(app, context, resource as Parameters<typeof registerCrudRoutes>[2]);
  }

  // Projects and cases own payment lists: their own builder (payable.ts).
  registerPayableRoutes(app, context);

  app.get(
    '/dashboard_mnos',
    {
      schema: {
        tags: ['content'],
        summary: 'Mobile network operators (1 Etisalat, 2 Du).',
        response: { 200: mnosResponseSchema },
      },
    },
    async () => ({ data: { MNOs: await listMnos(context.db) } }),
  );
};
