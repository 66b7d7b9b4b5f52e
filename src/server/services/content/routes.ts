import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitiesResponseSchema } from '../../../shared/entities/activity';
import { mnosResponseSchema } from '../../../shared/entities/mno';
import { organizationsResponseSchema } from '../../../shared/entities/organization';
import type { ServerContext } from '../../context';
import { listActivities, listMnos, listOrganizations } from './queries';

/** Main content API, spec 7.1: the reads needed at start-up. Lists are ordered by `order`, then id. */
export const contentService: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/organizations',
    {
      schema: {
        tags: ['content'],
        summary: 'All organizations (NGOs).',
        response: { 200: organizationsResponseSchema },
      },
    },
    async () => ({ data: { organizations: await listOrganizations(db) } }),
  );

  app.get(
    '/activities',
    {
      schema: {
        tags: ['content'],
        summary: 'All activities (donation categories).',
        response: { 200: activitiesResponseSchema },
      },
    },
    async () => ({ data: { activities: await listActivities(db) } }),
  );

  app.get(
    '/dashboard_mnos',
    {
      schema: {
        tags: ['content'],
        summary: 'Mobile network operators (1 Etisalat, 2 Du).',
        response: { 200: mnosResponseSchema },
      },
    },
    async () => ({ data: { MNOs: await listMnos(db) } }),
  );
};
