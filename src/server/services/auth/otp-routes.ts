import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  otpGenerateBodySchema,
  otpGenerateResponseSchema,
  otpVerifyBodySchema,
  otpVerifyResponseSchema,
} from '../../../shared/entities/auth';
import type { ServerContext } from '../../context';
import { bearerToken } from '../../plugins/auth-guard';
import { identityFromBody } from './identity';
import { otpDepsOf, requestOtp, verifyOtp } from './otp';
import { openSession } from './sessions';
import { endpoints } from '../../../shared/endpoints';

export const otpRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const deps = otpDepsOf(context);

  app.post(
    endpoints.otpGenerate.route,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code to a mobile number (SMS) or an email address.',
        description:
          'Answers a challenge token (`access_token`) and the issue `timestamp`; both go with the code to ' +
          'POST /otp/verify. A new code replaces the previous one. Limits: a resend cooldown per identity, a ' +
          'daily number of codes per identity and a number of requests per client IP (429 with retryAfterSeconds).',
        body: otpGenerateBodySchema,
        response: { 200: otpGenerateResponseSchema },
      },
    },
    async (request) => {
      const issued = await requestOtp(deps, identityFromBody(request.body), request.ip);
      return { access_token: issued.challengeToken, timestamp: issued.timestamp, resend_after: issued.resendAfterSeconds };
    },
  );

  app.post(
    endpoints.otpVerify.route,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time code for a session.',
        description:
          'Send `Authorization: Bearer <access_token of POST /otp/generate>` (the challenge token, not a session) ' +
          'with the code, the timestamp and the same identity. A first sign-in of an unknown identity creates a ' +
          'user with role `user` (`new_user: true`). The answer carries the session token and the user object id.',
        body: otpVerifyBodySchema,
        response: { 200: otpVerifyResponseSchema },
      },
    },
    async (request) => {
      const { otp, timestamp, ...identityFields } = request.body;
      const identity = identityFromBody(identityFields);
      await verifyOtp(deps, {
        challengeToken: bearerToken(request),
        identity,
        timestamp,
        code: otp,
        clientIp: request.ip,
      });
      const { user, created, token } = await openSession(context.db, identity, context.clock());
      return { access_token: token, object_id: user.objectId, new_user: created };
    },
  );
};
