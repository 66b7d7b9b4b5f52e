/**
 * How public donation pages are set up, from the environment (src/server/README.md, "Public donation pages"):
 * - `PUBLIC_PAGES_URL`: the address donors open pages at (`{PUBLIC_PAGES_URL}/p/{slug}`); unset:
 *   the address the admin reached this server at (local mode, tests);
 * - `LANDING_PAGES_API_KEY`: the key of the marketing-automation route `POST /apps/{suite}/landingpages`
 *   (header `X-Api-Key`); unset: that route answers 503;
 * - `LANDING_PAGES_SUITES`: the suites that route serves (DEFAULT_MARKETING_SUITES unset), and
 *   `LANDING_PAGES_CREATE_LIMIT` the pages it creates per client address and hour
 *   (DEFAULT_MARKETING_CREATES_PER_HOUR unset);
 * - `APP_LINK_IOS`, `APP_LINK_ANDROID`, `APP_LINK_URL`: the charity's app in the App Store, in
 *   Google Play, and for other devices; a page offers the one of the donor's device (none set: no app link);
 * - `PUBLIC_PAGES_VIEW_LIMIT`: page and image requests per client address and minute (default
 *   DEFAULT_VIEWS_PER_MINUTE); a load test from one address raises it.
 */
export interface LandingPagesConfig {
  publicBaseUrl?: string;
  apiKey?: string;
  appLinks: { ios?: string; android?: string; other?: string };
  /** Page and image requests per client address and minute. */
  viewsPerMinute?: number;
  /** The `{suite}` names of the marketing route; unset: DEFAULT_MARKETING_SUITES. */
  suites?: string[];
  /** Pages the marketing route creates per client address and hour; unset: DEFAULT_MARKETING_CREATES_PER_HOUR. */
  createsPerHour?: number;
}

/**
 * Ten a second from one address: far more than a person opens, and room for a crowd behind one
 * mobile operator's address, while a flood from one address is cut off.
 */
export const DEFAULT_VIEWS_PER_MINUTE = 600;

/** The marketing system's one suite unless `LANDING_PAGES_SUITES` names others. */
export const DEFAULT_MARKETING_SUITES: readonly string[] = ['charity'];

/**
 * A campaign's pages come a few at a time; a key that leaked (or a marketing system gone wrong)
 * cannot fill the database with pages faster than this from one address.
 */
export const DEFAULT_MARKETING_CREATES_PER_HOUR = 60;

/** A suite as it appears in the route's path. */
export const SUITE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** Keys short enough to guess are refused rather than trusted, as the SMS secrets are. */
const API_KEY_MIN_LENGTH = 16;

export function landingPagesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LandingPagesConfig {
  const config: LandingPagesConfig = { appLinks: {} };
  if (env.PUBLIC_PAGES_URL) config.publicBaseUrl = httpBase(env.PUBLIC_PAGES_URL, 'PUBLIC_PAGES_URL');
  if (env.LANDING_PAGES_API_KEY) {
    if (env.LANDING_PAGES_API_KEY.length < API_KEY_MIN_LENGTH) {
      throw new Error(`LANDING_PAGES_API_KEY must be at least ${API_KEY_MIN_LENGTH} characters long.`);
    }
    config.apiKey = env.LANDING_PAGES_API_KEY;
  }
  if (env.APP_LINK_IOS) config.appLinks.ios = httpBase(env.APP_LINK_IOS, 'APP_LINK_IOS');
  if (env.APP_LINK_ANDROID) config.appLinks.android = httpBase(env.APP_LINK_ANDROID, 'APP_LINK_ANDROID');
  if (env.APP_LINK_URL) config.appLinks.other = httpBase(env.APP_LINK_URL, 'APP_LINK_URL');
  if (env.PUBLIC_PAGES_VIEW_LIMIT) config.viewsPerMinute = positiveWholeNumber(env.PUBLIC_PAGES_VIEW_LIMIT, 'PUBLIC_PAGES_VIEW_LIMIT', 'requests a minute');
  if (env.LANDING_PAGES_SUITES !== undefined) config.suites = suitesOf(env.LANDING_PAGES_SUITES);
  if (env.LANDING_PAGES_CREATE_LIMIT) config.createsPerHour = positiveWholeNumber(env.LANDING_PAGES_CREATE_LIMIT, 'LANDING_PAGES_CREATE_LIMIT', 'pages an hour');
  return config;
}

function positiveWholeNumber(value: string, name: string, unit: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of ${unit}, not "${value}".`);
  return number;
}

/** A comma list of suite names; an empty list would leave the route serving nobody, so it stops the start too. */
function suitesOf(list: string): string[] {
  const suites = list.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const bad = suites.find((suite) => !SUITE_NAME.test(suite));
  if (bad !== undefined || suites.length === 0) {
    throw new Error(`LANDING_PAGES_SUITES must be a comma list of suite names (letters, digits, _ and -), not "${list}".`);
  }
  return suites;
}

/** An absolute http(s) address, without a trailing slash; anything else stops the start with a message. */
function httpBase(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http or https address (e.g. https://give.example.org), not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https address, not "${value}".`);
  return url.toString().replace(/\/+$/, '');
}
