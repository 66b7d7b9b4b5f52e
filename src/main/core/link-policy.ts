/**
 * The one rule for links that leave the app for the system browser. Everything that opens a
 * link (the link:openExternal channel, window.open and navigation attempts in the window)
 * asks this policy first. Only plain http(s) addresses on hosts the configuration names pass:
 * a link must never start a local program (file:, custom schemes) or run script (javascript:).
 */
import type { ClientConfig } from './config';

export type LinkDecision = { allowed: true; url: string } | { allowed: false; reason: string };

export interface LinkPolicy {
  check(url: string): LinkDecision;
}

/**
 * Compares hosts as the WHATWG URL parser writes them (lower case, IDN in punycode, default
 * port dropped), so "LIVE.Example.org" matches and a look-alike Unicode host does not.
 */
export function createLinkPolicy(allowedHosts: Iterable<string>): LinkPolicy {
  const allowed = new Set([...allowedHosts].map((host) => host.toLowerCase()));
  return {
    check(raw) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return { allowed: false, reason: 'not a valid absolute address' };
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return { allowed: false, reason: `the ${url.protocol} scheme is not opened` };
      }
      if (url.username || url.password) return { allowed: false, reason: 'addresses with credentials are not opened' };
      if (!allowed.has(url.host)) return { allowed: false, reason: `the host ${url.host} is not in the allowed list` };
      return { allowed: true, url: url.href };
    },
  };
}

/**
 * The hosts the configuration allows: the live-income site, the media host, the public donation
 * pages' host and any extras, each once.
 */
export function allowedLinkHosts(
  config: Pick<ClientConfig, 'liveIncomeUrl' | 'mediaBaseUrl' | 'publicPagesUrl' | 'allowedExternalHosts'>,
): string[] {
  const hosts = [config.liveIncomeUrl, config.mediaBaseUrl, config.publicPagesUrl].map((url) => new URL(url).host);
  return [...new Set([...hosts, ...config.allowedExternalHosts])];
}

export function linkPolicyFor(config: ClientConfig): LinkPolicy {
  return createLinkPolicy(allowedLinkHosts(config));
}
