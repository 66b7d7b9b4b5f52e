/** Business constants of the product (spec section 9). Shared by every program. */

/** Rows a list screen shows a page (spec 2.4); not the server's page (registry SERVER_PAGE_*) nor main's fetch batch. */
export const ROWS_PER_PAGE = 10;
/** A list shows its pagination only when it has more rows than this. */
export const PAGINATION_THRESHOLD = 5;
export const IMAGE_MAX_BYTES = 512_000;
/** The largest photo main shrinks to IMAGE_MAX_BYTES itself (`media:shrink`): what phones take, with room. */
export const IMAGE_SHRINK_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
export const TOAST_DURATION_MS = 5_000;
export const ADMIN_EDIT_REDIRECT_MS = 1_500;

export const ACTIVE = 1;
export const INACTIVE = 0;

export const OPERATORS = [
  { id: 1, nameEN: 'Etisalat', nameAR: 'اتصالات' },
  { id: 2, nameEN: 'Du', nameAR: 'دو' },
] as const;

/** The days of SMS donations and reports are days of this zone (the UAE keeps no daylight time). */
export const REPORT_TIME_ZONE = 'Asia/Dubai';
/** Campaign page short-code amounts in AED (spec 9): the price of a donation to one of these codes. */
export const CAMPAIGN_SHORT_CODE_PRICES: Readonly<Record<number, number>> = { 4202: 10, 4206: 50, 4209: 100, 4409: 500 };

export const OTP_LENGTH = 4;
/** UAE mobile numbers: 12 digits starting 9715. */
export const UAE_MOBILE_PATTERN = /^9715\d{8}$/;
export const UAE_MOBILE_PLACEHOLDER = '9715xxxxxxxx';

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/**
 * Limits of the one-time-password sign-in. The spec fixes 4 digits, so these carry the weight.
 * They are built so that a stranger who knows an admin's number or e-mail cannot lock that
 * admin out (see the platform server's README, "Sign-in limits"):
 * - a code stays valid for its 5 minutes and its 5 tries whatever else is requested;
 * - the wait before another code grows per identity *and requester* (client address): one
 *   requester's presses slow down only that requester;
 * - what a stranger could use up for everyone (codes sent, wrong codes entered) is counted
 *   per identity separately for each place it has signed in from, and once for all other places.
 */
export const OTP_POLICY = {
  validForMs: 5 * 60_000,
  /** Wrong codes one code survives. */
  maxWrongTries: 5,
  /** First wait between two codes for one identity from one requester; it doubles with each code… */
  resendCooldownMs: 30_000,
  /** …up to this wait, and starts again after a sign-in or an hour without codes. */
  maxResendCooldownMs: 15 * 60_000,
  resendWindowMs: 60 * 60_000,
  /** Codes sent to one identity in 24 hours, from one known place or from all new places together. */
  maxCodesPerIdentityPerDay: 30,
  /** Wrong codes entered for one identity in 24 hours, from one known place or from all new places together. */
  maxWrongCodesPerIdentityPerDay: 20,
  /** How long a place (client address) an identity signed in from stays known. */
  knownPlaceForMs: 90 * 24 * 60 * 60_000,
  ipWindowMs: 10 * 60_000,
  /** Per requester (IPv4 address, IPv6 /64), whatever the identities. */
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
