/** Business constants of the product (spec section 9). Shared by every program. */

export const PAGE_SIZE = 10;
/** A list shows its pagination only when it has more rows than this. */
export const PAGINATION_THRESHOLD = 5;
export const IMAGE_MAX_BYTES = 512_000;
export const TOAST_DURATION_MS = 5_000;
export const ADMIN_EDIT_REDIRECT_MS = 1_500;

export const ACTIVE = 1;
export const INACTIVE = 0;

export const OPERATORS = [
  { id: 1, nameEN: 'Etisalat', nameAR: 'اتصالات' },
  { id: 2, nameEN: 'Du', nameAR: 'دو' },
] as const;

export const OTP_LENGTH = 4;
/** UAE mobile numbers: 12 digits starting 9715. */
export const UAE_MOBILE_PATTERN = /^9715\d{8}$/;
export const UAE_MOBILE_PLACEHOLDER = '9715xxxxxxxx';

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Limits of the one-time-password sign-in. The spec fixes 4 digits, so these carry the weight. */
export const OTP_POLICY = {
  validForMs: 5 * 60_000,
  maxWrongTries: 5,
  resendCooldownMs: 30_000,
  maxCodesPerIdentityPerDay: 10,
  ipWindowMs: 10 * 60_000,
  maxGeneratesPerIpPerWindow: 20,
  maxVerifiesPerIpPerWindow: 60,
} as const;
export type OtpPolicy = { [K in keyof typeof OTP_POLICY]: number };

export const SESSION_TTL_MS = 12 * 60 * 60_000;

export const DEFAULT_SERVER_PORT = 4181;
export const DEFAULT_BROWSER_PORT = 4180;

export const deeplinks = {
  activity: (scheme: string, intID: number | string) => `${scheme}://screen?target=Activ_${intID}`,
  memorial: (scheme: string, objectId: string) => `${scheme}://inmemory/${objectId}`,
  cause: (scheme: string, id: number | string) => `${scheme}://screen?target=cause_${id}`,
};
