import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MIN_CLIENT_VERSION } from '../../../shared/versions';
import type { ServerContext } from '../../context';
import { productVersion } from '../../product-version';
import { endpoints } from '../../../shared/endpoints';

/**
 * Liveness, and what a back-office client needs to know before it uses this server ('Test
 * connection'): the server's version and the oldest client it accepts.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const minClientVersion = context.config.minClientVersion ?? DEFAULT_MIN_CLIENT_VERSION;
  app.get(
    endpoints.health.route,
    {
      config: { public: true },
      schema: {
        tags: ['meta'],
        summary: 'Liveness check, with the server version and the oldest back-office client it accepts.',
        response: { 200: z.object({ status: z.literal('ok'), version: z.string(), minClientVersion: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: productVersion(), minClientVersion }),
  );
};
