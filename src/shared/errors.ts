/**
 * Every refusal the server or the main process reports carries a stable code, so the
 * renderer can say it in the user's language; `message` is the English text for other clients.
 */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooLarge',
  'unsupportedMedia',
  'rateLimited',
  'internal',
  'network',
  'otp.invalid',
  'otp.expired',
  'otp.tooManyTries',
  'otp.cooldown',
  'otp.dailyLimit',
  'otp.ipLimit',
  'otp.challengeInvalid',
  'auth.notAdmin',
  'auth.noPendingOtp',
  'users.lastAdmin',
  'users.identityTaken',
  'link.notAllowed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Seconds to wait, for rate limits and cooldowns. */
  retryAfterSeconds?: number;
  /** Field path → message key (validation errors). */
  fields?: Record<string, string>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
