/**
 * What the marketing-automation route (`POST /apps/{suite}/landingpages`) lets through once its
 * key is right and its body valid: only the suites this server serves (404 for another name, so
 * a typo in the marketing system's configuration shows at once instead of making pages under a
 * name nobody reads), and at most so many new pages per client address and hour (429), the
 * limit kept in the database like the sign-in's, since every call writes a page.
 */
import type { Queryable } from '../../db/database';
import { notFound, tooManyRequests } from '../../http/api-error';
import { recordAttempt } from '../auth/rate-limit';
import { DEFAULT_MARKETING_CREATES_PER_HOUR, DEFAULT_MARKETING_SUITES, type LandingPagesConfig } from './config';

const HOUR_MS = 60 * 60_000;

export async function admitMarketingPage(
  db: Queryable,
  config: LandingPagesConfig | undefined,
  call: { suite: string; requester: string; now: Date },
): Promise<void> {
  const suites = config?.suites ?? DEFAULT_MARKETING_SUITES;
  if (!suites.includes(call.suite)) {
    throw notFound(`There is no marketing suite "${call.suite}" on this server (LANDING_PAGES_SUITES: ${suites.join(', ')}).`);
  }
  const max = config?.createsPerHour ?? DEFAULT_MARKETING_CREATES_PER_HOUR;
  const decision = await recordAttempt(db, { bucket: `landingPages.marketing:ip:${call.requester}`, max, windowMs: HOUR_MS }, call.now);
  if (!decision.allowed) {
    throw tooManyRequests('rateLimited', `At most ${max} pages an hour are created from one address (LANDING_PAGES_CREATE_LIMIT). Try again later.`, decision.retryAfterMs);
  }
}
