/**
 * Publishing's configuration: the website's deploy hook from the environment
 * (`WEBSITE_DEPLOY_HOOK_URL`, `WEBSITE_DEPLOY_HOOK_METHOD`, `WEBSITE_DEPLOY_HOOK_TIMEOUT_MS`;
 * src/server/README.md, "Publishing"). A bad value stops the start with a message that never
 * repeats the address, whose query string may hold the website host's token.
 */
import { DEPLOY_HOOK_MAX_TIMEOUT_MS, type SnapshotKind } from '../../../shared/entities/publishing';

export interface WebsiteHookConfig {
  /** An http(s) address; its query string is a secret (kept out of messages and logs). */
  url: string;
  method: 'GET' | 'POST';
  timeoutMs: number;
}

/** Long enough for a static-site host to queue a build, short enough for staff waiting on the button. */
export const DEFAULT_HOOK_TIMEOUT_MS = 20_000;
/** The longest wait allowed (shared: the back-office waits longer for this answer, so the server answers first). */
export const MAX_HOOK_TIMEOUT_MS = DEPLOY_HOOK_MAX_TIMEOUT_MS;

/**
 * A step of the publication job between taking a snapshot and making it current. Tests hold a
 * publication there (to look at it while it runs) or make it fail; a server never sets it.
 */
export interface PublishingHooks {
  beforeSwitch?(publication: { id: number; kind: SnapshotKind }): Promise<void>;
}

export function websiteHookConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebsiteHookConfig | undefined {
  const raw = env.WEBSITE_DEPLOY_HOOK_URL?.trim();
  if (!raw) {
    if (env.WEBSITE_DEPLOY_HOOK_METHOD || env.WEBSITE_DEPLOY_HOOK_TIMEOUT_MS) {
      throw new Error('WEBSITE_DEPLOY_HOOK_METHOD and WEBSITE_DEPLOY_HOOK_TIMEOUT_MS need WEBSITE_DEPLOY_HOOK_URL.');
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('WEBSITE_DEPLOY_HOOK_URL must be an http or https address (e.g. https://api.example-host.com/deploy?token=…).');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`WEBSITE_DEPLOY_HOOK_URL must be an http or https address, not ${url.protocol}.`);
  }
  const method = (env.WEBSITE_DEPLOY_HOOK_METHOD ?? 'GET').trim().toUpperCase();
  if (method !== 'GET' && method !== 'POST') {
    throw new Error(`WEBSITE_DEPLOY_HOOK_METHOD must be GET or POST, not "${env.WEBSITE_DEPLOY_HOOK_METHOD}".`);
  }
  let timeoutMs = DEFAULT_HOOK_TIMEOUT_MS;
  if (env.WEBSITE_DEPLOY_HOOK_TIMEOUT_MS) {
    timeoutMs = Number(env.WEBSITE_DEPLOY_HOOK_TIMEOUT_MS);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_HOOK_TIMEOUT_MS) {
      throw new Error(
        `WEBSITE_DEPLOY_HOOK_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_HOOK_TIMEOUT_MS}, not "${env.WEBSITE_DEPLOY_HOOK_TIMEOUT_MS}".`,
      );
    }
  }
  return { url: url.toString(), method, timeoutMs };
}
