/**
 * How the platform server is reached, from the environment: the host names it answers to
 * (`ALLOWED_HOSTS`), the reverse proxies whose forwarded headers it believes (`TRUSTED_PROXIES`)
 * and whether the development outbox is served (`DEV_OUTBOX`). Mistakes stop the start with
 * a message rather than leaving a server that refuses everyone or trusts anyone.
 */
import { isIP } from 'node:net';
import { configuredHostName } from '../shared/host-names';
import type { ServerConfig } from './context';

export type NetworkConfig = Pick<ServerConfig, 'allowedHosts' | 'trustedProxies' | 'devOutbox'>;

const LOOPBACK_BINDS = new Set(['127.0.0.1', '::1', 'localhost']);

export function networkConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NetworkConfig {
  let allowedHosts: string[];
  try {
    allowedHosts = commaList(env.ALLOWED_HOSTS).map(configuredHostName);
  } catch (error) {
    throw new Error(`ALLOWED_HOSTS: ${(error as Error).message}.`);
  }
  return {
    allowedHosts,
    trustedProxies: trustedProxiesFromList(env.TRUSTED_PROXIES),
    devOutbox: flag(env.DEV_OUTBOX, 'DEV_OUTBOX'),
  };
}

/**
 * Addresses or CIDR ranges (`10.0.0.5, 10.1.0.0/16, fd00::/8`). "Trust everything" (`true`, `*`,
 * a /0 range) is refused: any client could then claim any address and slip past the limits.
 */
function trustedProxiesFromList(list: string | undefined): string[] {
  return commaList(list).map((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= maxPrefix);
    if (version === 0 || rest.length > 0 || !prefixOk) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not a proxy address or range (give addresses or CIDR ranges such as 10.0.0.5 or 10.1.0.0/16; trusting every address is not allowed).`,
      );
    }
    return entry;
  });
}

/** The entries of a comma-separated setting, trimmed, without empty ones. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0, not "${value}".`);
}

/**
 * A server listening beyond loopback is meant to be reached by a name; without one configured
 * it would refuse every client (421), so the start says so instead.
 */
export function checkReachable(bindHost: string, config: NetworkConfig): void {
  if (LOOPBACK_BINDS.has(bindHost) || config.allowedHosts.length > 0) return;
  throw new Error(
    `HOST=${bindHost} listens beyond this machine, but ALLOWED_HOSTS is empty: set it to the names clients use to reach this server (e.g. ALLOWED_HOSTS=backoffice.example.org).`,
  );
}
