import { DEFAULT_PUSH_TIMEOUT_MS, type DeliveryPolicy, type NotificationConfig } from './types';

const PROVIDERS = ['outbox', 'http'] as const;

/** Retry settings and the variable each is read from. */
const POLICY_VARIABLES: Array<[keyof DeliveryPolicy, string]> = [
  ['baseDelayMs', 'NOTIFY_RETRY_BASE_MS'],
  ['maxDelayMs', 'NOTIFY_RETRY_MAX_MS'],
  ['maxAttempts', 'NOTIFY_MAX_ATTEMPTS'],
];

/**
 * App notification delivery from environment variables (src/server/README.md, Environment):
 * - `NOTIFY_PROVIDER`: `outbox` (default) or `http`;
 * - with `http`: `NOTIFY_HTTP_URL`, `NOTIFY_HTTP_API_KEY`, `NOTIFY_PROJECT_ID` (all required),
 *   `NOTIFY_HTTP_TIMEOUT_MS`;
 * - `NOTIFY_RETRY_BASE_MS`, `NOTIFY_RETRY_MAX_MS`, `NOTIFY_MAX_ATTEMPTS`.
 * A mistake stops the start with a message naming the variable, as the other settings do.
 */
export function notificationConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  const provider = env.NOTIFY_PROVIDER || 'outbox';
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`NOTIFY_PROVIDER must be one of ${PROVIDERS.join(', ')} (got "${provider}").`);
  }
  const delivery: Partial<DeliveryPolicy> = {};
  for (const [key, variable] of POLICY_VARIABLES) {
    const value = positiveInt(env, variable);
    if (value !== undefined) delivery[key] = value;
  }
  if (delivery.baseDelayMs !== undefined && delivery.maxDelayMs !== undefined && delivery.maxDelayMs < delivery.baseDelayMs) {
    throw new Error('NOTIFY_RETRY_MAX_MS must not be less than NOTIFY_RETRY_BASE_MS.');
  }
  if (provider === 'outbox') return { delivery };
  const missing = ['NOTIFY_HTTP_URL', 'NOTIFY_HTTP_API_KEY', 'NOTIFY_PROJECT_ID'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`NOTIFY_PROVIDER=http needs ${missing.join(', ')}.`);
  const url = env.NOTIFY_HTTP_URL!;
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw new Error('NOTIFY_HTTP_URL must be an http(s) URL.');
  const timeoutMs = positiveInt(env, 'NOTIFY_HTTP_TIMEOUT_MS') ?? DEFAULT_PUSH_TIMEOUT_MS;
  return { push: { url, apiKey: env.NOTIFY_HTTP_API_KEY!, projectId: env.NOTIFY_PROJECT_ID!, timeoutMs }, delivery };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}").`);
  return value;
}
