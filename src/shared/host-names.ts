/**
 * Which `Host` a loopback service answers to. A page on an attacker's domain that DNS rebinds
 * to 127.0.0.1 reaches our port with its own name in `Host` (and in `Origin`), so a service
 * that only answers to the names it is meant to be reached by cannot be driven that way.
 * Used by the platform server (every route) and by browser mode's page host.
 */

/** The names of this machine's loopback interface, as they appear in a Host header. */
export const LOOPBACK_HOST_NAMES = ['127.0.0.1', 'localhost', '[::1]'] as const;

export interface HostPolicy {
  /** Lower-case host names (IPv6 in brackets), without port. */
  names: readonly string[];
  /** When given, the Host header must name exactly this port. */
  port?: number;
}

/** `name` and `port` of a Host header value (`example.org:8080`, `[::1]:4181`), or null when it is not one. */
function parseHostHeader(value: string | undefined): { name: string; port: number | null } | null {
  if (!value) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > 65_535) return null;
  return { name: match[1]!.toLowerCase(), port };
}

export function isAllowedHost(hostHeader: string | undefined, policy: HostPolicy): boolean {
  const host = parseHostHeader(hostHeader);
  if (!host || !policy.names.includes(host.name)) return false;
  return policy.port === undefined || host.port === policy.port;
}

/**
 * A request without Origin (a same-origin GET, curl) passes; one with Origin must be
 * `http://<allowed name>:<port>` (browsers send Origin on every cross-origin request).
 */
export function isAllowedOrigin(originHeader: string | undefined, policy: HostPolicy & { port: number }): boolean {
  if (originHeader === undefined) return true;
  const match = /^http:\/\/(.+)$/i.exec(originHeader);
  return match !== null && isAllowedHost(match[1], policy);
}

/**
 * A host name from configuration (`backoffice.example.org`, `10.0.0.5`, `::1`): lower case,
 * IPv6 in brackets. Throws on anything else (a scheme, a path, a port).
 */
export function configuredHostName(entry: string): string {
  const bareIpv6 = !entry.startsWith('[') && entry.split(':').length > 2;
  const host = parseHostHeader(bareIpv6 ? `[${entry}]` : entry);
  if (!host || host.port !== null) throw new Error(`"${entry}" is not a host name (give names like backoffice.example.org, without scheme or port)`);
  return host.name;
}
