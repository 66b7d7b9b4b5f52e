import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registry } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import { registerOwnerRoutes } from './payable/owner-routes';
import { causesOwner, projectsOwner } from './payable/owners';
import { registerPaymentRoutes } from './payable/payment-routes';
import { listResponseOf } from '../resources/wire-schemas';
import { listMnos } from './queries';

/**
 * The content API's resources with routes of their own (spec 7.1): projects and causes, which
 * own payment lists, their payment endpoints, and the operators list. The table resources come
 * from the registry (services/resources/routes.ts).
 */
export const contentService: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  registerOwnerRoutes(app, context, projectsOwner);
  registerOwnerRoutes(app, context, causesOwner);
  registerPaymentRoutes(app, context);

  app.get(
    registry.mnos.path,
    {
      schema: {
        tags: ['content'],
        summary: 'Mobile network operators (1 Etisalat, 2 Du).',
        response: { 200: listResponseOf(registry.mnos) },
      },
    },
    async () => ({ data: { [registry.mnos.list.key]: await listMnos(context.db) } }),
  );
};
