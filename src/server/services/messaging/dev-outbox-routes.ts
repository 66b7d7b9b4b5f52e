import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/api-error';
import { readOutbox } from './outbox';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const isLoopback = (address: string | undefined): boolean => LOOPBACK_ADDRESSES.has(address ?? '');

/**
 * A request made on this machine: its connection comes from here, and so does its client. A
 * trusted proxy on this machine (`TRUSTED_PROXIES=127.0.0.1`) connects from here for clients
 * anywhere, so the client address it forwards (`request.ip`) must be this machine too; and a
 * request that says it was forwarded at all (X-Forwarded-For, Forwarded), through a proxy trusted
 * or not, is not taken for a local one.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({ to: z.string(), channel: z.enum(['sms', 'email']), text: z.string(), createdAt: z.string() }),
  ),
});

/**
 * Lets a developer, a demo or an end-to-end test on the same machine read the codes the
 * outbox kept. It is registered only when switched on (`config.devOutbox`, env `DEV_OUTBOX=1`:
 * browser mode and local mode do, an office server never should) and messages go to the
 * outbox; it answers only callers on this machine (`isFromThisMachine`: not through a proxy), and,
 * like every route, only to a loopback or configured Host name.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the outbox for one recipient, newest first (development and demos only).',
        description:
          'Exists only when switched on (`DEV_OUTBOX=1`) and no SMTP or SMS gateway is configured; answers 404 to a ' +
          'caller that is not on this machine.',
        querystring: z.object({ to: z.string().trim().min(1).max(254) }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      if (!isFromThisMachine(request)) throw notFound('There is no GET /dev/outbox.');
      return { messages: await readOutbox(context.db, request.query.to.toLowerCase()) };
    },
  );
};
