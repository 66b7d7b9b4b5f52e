/**
 * How public donation pages are set up, from the environment (src/server/README.md, "Public donation pages"):
 * - `PUBLIC_PAGES_URL`: the address donors open pages at (`{PUBLIC_PAGES_URL}/p/{slug}`); unset:
 *   the address the admin reached this server at (local mode, tests);
 * - `LANDING_PAGES_API_KEY`: the key of the marketing-automation route `POST /apps/{suite}/landingpages`
 *   (header `X-Api-Key`); unset: that route answers 503;
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
}

/**
 * Ten a second from one address: far more than a person opens, and room for a crowd behind one
 * mobile operator's address, while a flood from one address is cut off.
 */
export const DEFAULT_VIEWS_PER_MINUTE = 600;

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
  if (env.PUBLIC_PAGES_VIEW_LIMIT) {
    const views = Number(env.PUBLIC_PAGES_VIEW_LIMIT);
    if (!Number.isInteger(views) || views < 1) throw new Error(`PUBLIC_PAGES_VIEW_LIMIT must be a whole number of requests a minute, not "${env.PUBLIC_PAGES_VIEW_LIMIT}".`);
    config.viewsPerMinute = views;
  }
  return config;
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
