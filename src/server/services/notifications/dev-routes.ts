import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/api-error';
import { isFromThisMachine } from '../messaging/dev-outbox-routes';
import { readNotifications } from './outbox';

const notificationsResponseSchema = z.object({
  notifications: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      userId: z.string(),
      subjectId: z.string(),
      applicantName: z.string(),
      status: z.enum(['pending', 'delivered', 'failed']),
      attempts: z.number().int(),
      createdAt: z.string(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});

/**
 * The app notifications the outbox kept for one app user, for a developer, a demo or an
 * end-to-end test on this machine, exactly like `GET /dev/outbox` for OTP codes: registered only
 * when the dev outbox is switched on (`DEV_OUTBOX=1`) and notifications go to the outbox
 * (`NOTIFY_PROVIDER` unset or `outbox`), answering only callers on this machine (`isFromThisMachine`).
 */
export const devNotificationRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.get(
    '/dev/notifications',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'App notifications kept by the outbox for one app user, newest first (development and demos only).',
        description:
          'Exists only when switched on (`DEV_OUTBOX=1`) and no push gateway is configured (`NOTIFY_PROVIDER=outbox`); ' +
          'answers 404 to a caller that is not on this machine.',
        // An app user's id (a memorial's `userId`); one that is not can only have nothing queued.
        querystring: z.object({ userId: z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid') }),
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      if (!isFromThisMachine(request)) throw notFound('There is no GET /dev/notifications.');
      return { notifications: await readNotifications(context.db, request.query.userId) };
    },
  );
};
