/**
 * Adding an admin (spec 2.19, 4 "Admin creation"): the signed-in admin sends a code to the
 * new admin's mobile number or email, the new admin reads it out, the admin enters it.
 * The same OTP code as sign-in (limits, HMAC, single use), under its own purpose, so such
 * a code never opens a session and a sign-in code never promotes anyone.
 *
 *   POST /admins/otp/generate  { mobile_number | email }                         → { access_token, timestamp, resend_after }
 *   POST /admins/otp/verify    { otp, timestamp, access_token, mobile_number | email } → { user } (now an admin)
 *
 * The verify step creates the user if needed, promotes them and ends any session they
 * already had; it creates none. The calling admin's own session is untouched.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../history/record-history';
import {
  adminOtpGenerateBodySchema,
  adminOtpVerifyBodySchema,
  otpGenerateResponseSchema,
  userResponseSchema,
} from '../../../shared/entities/auth';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { requireAuth } from '../../plugins/auth-guard';
import { identityFromBody } from './identity';
import { otpDepsOf, requestOtp, verifyOtp } from './otp';
import { revokeUserSessions } from './sessions';
import { changeRole } from './user-updates';
import { findOrCreateUser, toUserDto } from './users';
import { endpoints } from '../../../shared/endpoints';

export const adminRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const deps = otpDepsOf(context);

  app.post(
    endpoints.adminOtpGenerate.route,
    {
      schema: {
        tags: ['auth'],
        summary: "Add an admin, step 1: send a code to the new admin's mobile number or email.",
        description:
          'Same limits as POST /otp/generate. Answers the challenge `access_token` and `timestamp` to send with the code ' +
          'to POST /admins/otp/verify (in the body: the Authorization header stays the admin session).',
        body: adminOtpGenerateBodySchema,
        response: { 200: otpGenerateResponseSchema },
      },
    },
    async (request) => {
      const issued = await requestOtp(deps, identityFromBody(request.body), request.ip, 'add-admin');
      return { access_token: issued.challengeToken, timestamp: issued.timestamp, resend_after: issued.resendAfterSeconds };
    },
  );

  app.post(
    endpoints.adminOtpVerify.route,
    {
      schema: {
        tags: ['auth'],
        summary: 'Add an admin, step 2: check the code; the user (created if new) becomes an admin.',
        description:
          'Creates no session for the new admin and ends any they had; the calling session is untouched. ' +
          'A wrong or stale challenge answers 400 (never 401, which would sign the calling admin out).',
        body: adminOtpVerifyBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const { otp, timestamp, access_token, ...identityFields } = request.body;
      const identity = identityFromBody(identityFields);
      try {
        await verifyOtp(deps, {
          challengeToken: access_token,
          identity,
          timestamp,
          code: otp,
          clientIp: request.ip,
          purpose: 'add-admin',
        });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) {
          throw new ApiError(400, error.code, error.message, error.details);
        }
        throw error;
      }
      const now = context.clock();
      const { user } = await findOrCreateUser(context.db, identity, now);
      const promoted = await changeRole(context.db, user.objectId, 'admin', now, actorOf(request));
      if (promoted.objectId !== caller.user.objectId) await revokeUserSessions(context.db, promoted.objectId, now);
      return { user: toUserDto(promoted) };
    },
  );
};
