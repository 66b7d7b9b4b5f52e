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
  'databaseAway',
  'otp.invalid',
  'otp.expired',
  'otp.tooManyTries',
  'otp.cooldown',
  'otp.dailyLimit',
  'otp.guessLimit',
  'otp.ipLimit',
  'otp.challengeInvalid',
  'auth.notAdmin',
  'auth.noPendingOtp',
  'users.lastAdmin',
  'users.identityTaken',
  'link.notAllowed',
  'hostNotAllowed',
  'smsIntakeNotConfigured',
  'smsSignatureInvalid',
  'smsSignatureExpired',
  'reportNotBuilt',
  'inMemoryDetails',
  'memorialPage.noShortCode',
  'memorialPage.noKeyword',
  'landingPagesNotConfigured',
  'websitePublishNotConfigured',
  'websitePublishFailed',
  'clientTooOld',
  'clientVersionInvalid',
  'keywordClaimed',
  'restoreConflict',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Seconds to wait, for rate limits and cooldowns. */
  retryAfterSeconds?: number;
  /** Field path → message key (validation errors). */
  fields?: Record<string, string>;
  /**
   * A delete refused because the record is still used: how many records of each kind use it,
   * by the kind's resource name in the registry (`{ shortCodes: 2, keywords: 1 }`).
   */
  usedBy?: Record<string, number>;
  /**
   * A keyword already counting for another owner (`keywordClaimed`): the field message naming it
   * (`validation.keywordClaimedByProject:{"nameAR":…,"nameEN":…}`), also for a save with no field to show it at.
   */
  claimedBy?: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  // An address (414) or headers (431) too long for the server.
  414: 'tooLarge',
  415: 'unsupportedMedia',
  421: 'hostNotAllowed',
  422: 'validation',
  429: 'rateLimited',
  431: 'tooLarge',
};

/** The code for an HTTP status when nothing more specific is known; `undefined` for other statuses. */
export function errorCodeForStatus(status: number): ErrorCode | undefined {
  return CODE_BY_STATUS[status];
}
