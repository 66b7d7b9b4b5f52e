import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/api-error';
import { readOutbox } from './outbox';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({ to: z.string(), channel: z.enum(['sms', 'email']), text: z.string(), createdAt: z.string() }),
  ),
});

/**
 * Lets a developer, a demo or an end-to-end test on the same machine read the codes the
 * outbox kept. It exists only where nothing is delivered for real, and only for loopback
 * callers; anywhere else it answers 404 like an unknown route.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the outbox for one recipient, newest first (outbox mode, loopback only).',
        description: 'Answers 404 unless messages go to the outbox (no SMTP or SMS gateway configured) and the caller is on this machine.',
        querystring: z.object({ to: z.string().trim().min(1).max(254) }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      if (context.messageSender.kind !== 'outbox' || !LOOPBACK_ADDRESSES.has(request.ip)) {
        throw notFound('There is no GET /dev/outbox.');
      }
      return { messages: await readOutbox(context.db, request.query.to.toLowerCase()) };
    },
  );
};
