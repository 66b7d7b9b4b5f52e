/**
 * Publishing routes (`/backoffice/update-projects`, `update-casues`, `update-causes`,
 * `update-website-blogs`, `publishing`). TO BE BUILT (issue 14, publishing).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';

export const publishingRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async () => {};
