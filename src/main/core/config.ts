/**
 * The app's configuration. Local mode when no server is configured (the app runs its own
 * platform server); office mode when `BACKOFFICE_SERVER_URL` or `serverUrl` in
 * `<userData>/settings.json` names one. The environment wins over the file, so a support
 * person can point one launch elsewhere without editing the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from '../../shared/ipc';

import { serviceNames, type ServiceName } from '../../shared/registry';
import { MEDIA_ROUTE_PREFIX } from '../../shared/endpoints';

export { serviceNames, type ServiceName };

export const DEFAULT_LIVE_INCOME_URL = 'https://live.example.org/daily-income';
export const DEFAULT_DEEPLINK_SCHEME = 'ataya';
export const SETTINGS_FILE_NAME = 'settings.json';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const httpUrlSchema = z.string().trim().refine(isHttpUrl, 'must be an http(s) address without user name or password');

/** A host name with an optional port, as `URL.host` writes it: "media.example.org", "files.example.org:8443". */
const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((host) => {
    try {
      return host.length > 0 && new URL(`https://${host}`).host === host;
    } catch {
      return false;
    }
  }, 'must be a host name such as media.example.org (optionally with :port)');

export const settingsSchema = z.strictObject({
  /** Office mode: the platform server every service lives on unless overridden below. */
  serverUrl: httpUrlSchema.optional(),
  /** Per-service base addresses, for deployments that split the services. */
  services: z
    .strictObject({
      auth: httpUrlSchema.optional(),
      content: httpUrlSchema.optional(),
      shortcodes: httpUrlSchema.optional(),
      files: httpUrlSchema.optional(),
    } satisfies Record<ServiceName, unknown>)
    .optional(),
  liveIncomeUrl: httpUrlSchema.optional(),
  deeplinkScheme: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme such as ataya')
    .optional(),
  mediaBaseUrl: httpUrlSchema.optional(),
  /**
   * Where donors open the public donation pages (the server's `PUBLIC_PAGES_URL`); default the
   * server's address. Links to its host open in the system browser ('Open page').
   */
  publicPagesUrl: httpUrlSchema.optional(),
  /** More hosts that links may open in the system browser. */
  allowedExternalHosts: z.array(hostSchema).optional(),
  /**
   * The update feed (electron-builder's generic provider: the folder holding latest.yml); default
   * the one the package was built with. `BACKOFFICE_UPDATE_FEED_URL` wins over it.
   */
  updateFeedUrl: httpUrlSchema.optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A settings file or variable that cannot be used; the message says which and why. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The settings file's JSON as it stands (every key, known to this version or not); {} when there is no file. */
export function readSettingsJson(filePath: string): unknown {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`Cannot read the settings file ${filePath}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`The settings file ${filePath} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads `<userDataDir>/settings.json`; a missing file means default settings. */
export function readSettings(userDataDir: string): Settings {
  const filePath = join(userDataDir, SETTINGS_FILE_NAME);
  const parsed = settingsSchema.safeParse(readSettingsJson(filePath));
  if (!parsed.success) {
    throw new ConfigError(`The settings file ${filePath} has errors:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Settings that come from the environment; they override the file. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): Settings {
  const fromEnv: Record<string, string> = {};
  if (env.BACKOFFICE_SERVER_URL) fromEnv.serverUrl = env.BACKOFFICE_SERVER_URL;
  if (env.BACKOFFICE_LIVE_INCOME_URL) fromEnv.liveIncomeUrl = env.BACKOFFICE_LIVE_INCOME_URL;
  if (env.BACKOFFICE_PUBLIC_PAGES_URL) fromEnv.publicPagesUrl = env.BACKOFFICE_PUBLIC_PAGES_URL;
  const parsed = settingsSchema.safeParse(fromEnv);
  if (!parsed.success) {
    throw new ConfigError(`An environment variable has a bad value:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The file's settings with the environment's laid over them. */
export function loadSettings(userDataDir: string, env: NodeJS.ProcessEnv = process.env): Settings {
  return { ...readSettings(userDataDir), ...settingsFromEnv(env) };
}

export interface ClientConfig {
  mode: AppConfig['mode'];
  serverUrl: string;
  serviceUrls: Record<ServiceName, string>;
  liveIncomeUrl: string;
  deeplinkScheme: string;
  mediaBaseUrl: string;
  publicPagesUrl: string;
  allowedExternalHosts: string[];
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The configuration once the server address is known: in office mode from the settings,
 * in local and browser mode the address of the server this process started.
 */
export function resolveClientConfig(settings: Settings, runningServerUrl?: string): ClientConfig {
  const officeUrl = settings.serverUrl;
  const serverUrl = officeUrl ?? runningServerUrl;
  if (!serverUrl) throw new ConfigError('No server address: configure one or start the local server first.');
  const base = withoutTrailingSlash(serverUrl);
  const serviceUrls = Object.fromEntries(
    serviceNames.map((name) => [name, withoutTrailingSlash(settings.services?.[name] ?? base)]),
  ) as Record<ServiceName, string>;
  return {
    mode: officeUrl ? 'office' : 'local',
    serverUrl: base,
    serviceUrls,
    liveIncomeUrl: settings.liveIncomeUrl ?? DEFAULT_LIVE_INCOME_URL,
    deeplinkScheme: settings.deeplinkScheme ?? DEFAULT_DEEPLINK_SCHEME,
    mediaBaseUrl: withoutTrailingSlash(settings.mediaBaseUrl ?? `${base}${MEDIA_ROUTE_PREFIX}`),
    publicPagesUrl: withoutTrailingSlash(settings.publicPagesUrl ?? base),
    allowedExternalHosts: settings.allowedExternalHosts ?? [],
  };
}

/** What the renderer may know of the configuration (no tokens, no service map). */
export function toAppConfig(config: ClientConfig, sessionProtection: AppConfig['sessionProtection']): AppConfig {
  return {
    mode: config.mode,
    serverUrl: config.serverUrl,
    liveIncomeUrl: config.liveIncomeUrl,
    deeplinkScheme: config.deeplinkScheme,
    mediaBaseUrl: config.mediaBaseUrl,
    publicPagesUrl: config.publicPagesUrl,
    sessionProtection,
  };
}
