/**
 * The step between "Send OTP" and "Validate OTP", for signing in and for adding an admin:
 * the server's challenge token stays here in the main process and never reaches the renderer.
 */
import { otpGenerateResponseSchema, type Identity } from '../../shared/entities/auth';
import { endpointRequest, type Endpoint } from '../../shared/endpoints';
import type { OtpSent, SendOtpArgs } from '../../shared/ipc';
import { ApiError, type ApiClient } from './api-client';

export interface PendingOtp {
  accessToken: string;
  timestamp: number;
  identity: Identity;
}

/**
 * Asks the server to send a code. Signing in calls the public `endpoints.otpGenerate` without a
 * session; adding an admin calls `endpoints.adminOtpGenerate` with the admin's own session.
 */
export async function sendOtpChallenge(
  api: ApiClient,
  args: SendOtpArgs,
  route: { endpoint: Endpoint; auth?: 'none' },
): Promise<{ pending: PendingOtp; sent: OtpSent }> {
  const identity: Identity = args.channel === 'mobile' ? { mobile_number: args.mobile_number } : { email: args.email };
  const challenge = await api.request({
    ...endpointRequest(route.endpoint),
    body: identity,
    ...(route.auth && { auth: route.auth }),
    schema: otpGenerateResponseSchema,
  });
  return {
    pending: { accessToken: challenge.access_token, timestamp: challenge.timestamp, identity },
    sent: { destination: args.channel === 'mobile' ? args.mobile_number : args.email, resendAfterSeconds: challenge.resend_after },
  };
}

/**
 * The challenge a code is checked against; `auth.noPendingOtp` when no code was asked for
 * (`firstStep`: what to do first, in words for the message).
 */
export function pendingChallenge(pending: PendingOtp | null, firstStep: string): PendingOtp {
  if (!pending) throw new ApiError({ code: 'auth.noPendingOtp', message: `${firstStep} first: there is no code waiting to be checked.` });
  return pending;
}
