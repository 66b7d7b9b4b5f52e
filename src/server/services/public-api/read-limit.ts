/**
 * How many reads of the public content API one client address may make a minute (env
 * `PUBLIC_API_READ_LIMIT`, default DEFAULT_READS_PER_MINUTE). Kept in this instance's memory
 * (http/address-limit.ts): a read is cheap, and a database row per read would
 * cost more than the read it guards.
 */
export interface PublicApiConfig {
  /** Reads per client address and minute. */
  readsPerMinute?: number;
}

/**
 * Ten a second from one address: an app polls each list every half minute or so, and a whole
 * mobile operator's crowd may share one address, while a scraper looping from one address is cut off.
 */
export const DEFAULT_READS_PER_MINUTE = 600;

export function publicApiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PublicApiConfig {
  const raw = env.PUBLIC_API_READ_LIMIT;
  if (!raw) return {};
  const reads = Number(raw);
  if (!Number.isInteger(reads) || reads < 1) throw new Error(`PUBLIC_API_READ_LIMIT must be a whole number of reads a minute, not "${raw}".`);
  return { readsPerMinute: reads };
}
