/**
 * Adding an admin (spec 2.3, admin users): a code to the new admin's mobile number or e-mail,
 * asked for with the adding admin's own session, then the code they received, which promotes
 * them. The challenge token stays here; a sign-in in progress keeps its own.
 */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { userResponseSchema } from '../../shared/entities/auth';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';
import { pendingChallenge, sendOtpChallenge, type PendingOtp } from './otp-challenge';

export interface AdminOtpHandlers {
  handlers: Pick<IpcHandlers, 'admins:sendOtp' | 'admins:verifyOtp'>;
  /** Drops a pending add-admin code (on logout). */
  forgetPendingAdminOtp(): void;
}

export function createAdminOtpHandlers({ api }: { api: ApiClient }): AdminOtpHandlers {
  let pendingAdminOtp: PendingOtp | null = null;
  return {
    handlers: {
      async 'admins:sendOtp'(args) {
        // The admin's own session authorises the request; the challenge is the new admin's.
        const { pending, sent } = await sendOtpChallenge(api, args, { endpoint: endpoints.adminOtpGenerate });
        pendingAdminOtp = pending;
        return sent;
      },

      async 'admins:verifyOtp'({ otp }) {
        const challenge = pendingChallenge(pendingAdminOtp, 'Send a code to the new admin');
        // A wrong code keeps the challenge so it can be typed again; the server counts the tries.
        const { user } = await api.request({
          ...endpointRequest(endpoints.adminOtpVerify),
          body: { otp, timestamp: challenge.timestamp, access_token: challenge.accessToken, ...challenge.identity },
          schema: userResponseSchema,
        });
        pendingAdminOtp = null;
        return user;
      },
    },
    forgetPendingAdminOtp() {
      pendingAdminOtp = null;
    },
  };
}
