/**
 * The public content API (`/public/v1/…`). TO BE BUILT (issue 14, public content API).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';

export const publicApiRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async () => {};
