/**
 * How public donation pages are set up, from the environment (src/server/README.md, "Public donation pages"):
 * - `PUBLIC_PAGES_URL`: the address donors open pages at (`{PUBLIC_PAGES_URL}/p/{slug}`); unset:
 *   the address the admin reached this server at (local mode, tests);
 * - `LANDING_PAGES_API_KEY`: the key of the marketing-automation route `POST /apps/{suite}/landingpages`
 *   (header `X-Api-Key`); unset: that route answers 503;
 * - `APP_LINK_IOS`, `APP_LINK_ANDROID`, `APP_LINK_URL`: the charity's app in the App Store, in
 *   Google Play, and for other devices; a page offers the one of the donor's device (none set: no app link).
 */
export interface LandingPagesConfig {
  publicBaseUrl?: string;
  apiKey?: string;
  appLinks: { ios?: string; android?: string; other?: string };
}
