import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenVerifyResponseSchema } from '../../../shared/entities/auth';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../plugins/auth-guard';
import { revokeSession } from './sessions';
import { endpoints } from '../../../shared/endpoints';

export const tokenRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.post(
    endpoints.tokenVerify.route,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the calling session (spec 4, session check).',
        description: 'Answers 200 for a live admin session, 401 when it is missing, expired or revoked, 403 for a non-admin.',
        response: { 200: tokenVerifyResponseSchema },
      },
    },
    async (request) => {
      const session = requireAuth(request);
      return { valid: true as const, object_id: session.user.objectId, expires_at: session.expiresAt.toISOString() };
    },
  );

  app.post(
    endpoints.tokenRevoke.route,
    {
      // Exception to the admin-only rule: the client must be able to discard the session
      // of a non-admin who just signed in (spec 4: "Only admin can loggin").
      config: { anyRole: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the calling session (log out).',
        description:
          'Unlike every other protected route, any live session may revoke itself, whatever its role, so that a ' +
          "non-admin's freshly issued token can be discarded. The token is unusable afterwards.",
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => {
      await revokeSession(context.db, requireAuth(request).tokenHash, context.clock());
      return { revoked: true as const };
    },
  );
};
