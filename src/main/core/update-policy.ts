/**
 * What the desktop app does about updates, decided without Electron so it can be tested: where
 * the feed is and whether it may be used, when to check, and what each updater event leads to.
 * The glue (src/main/updater.ts) only carries these decisions out with electron-updater.
 *
 * An update is downloaded in the background and installed only after the user agrees to
 * restart. One whose file does not match the feed's sha512, or (Windows) is not signed by the
 * publisher the installed app was signed by, is refused: never installed, logged, and the user
 * told once, since a mismatch means the feed or the download was tampered with or broken.
 */
import type { DesktopTexts } from './desktop-texts';

/** Checked at start and then once a day. */
export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type FeedDecision =
  | { enabled: true; url: string; source: 'environment' | 'settings' | 'package' }
  | { enabled: false; reason: 'notPackaged' | 'noFeed' | 'insecureFeed'; url?: string };

export interface FeedInputs {
  /** Development runs are never updated (electron-updater would refuse anyway). */
  isPackaged: boolean;
  /** `BACKOFFICE_UPDATE_FEED_URL`: one launch pointed elsewhere, as for the server address. */
  envUrl?: string | undefined;
  /** `updateFeedUrl` in `<userData>/settings.json`. */
  settingsUrl?: string | undefined;
  /** The feed the package was built with (`UPDATE_FEED_URL` → app-update.yml). */
  packageUrl?: string | undefined;
}

/** https only: an update is code the app will run. http is allowed on the loopback address, for tests of a local feed. */
export function isAllowedFeedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

export function decideFeed({ isPackaged, envUrl, settingsUrl, packageUrl }: FeedInputs): FeedDecision {
  if (!isPackaged) return { enabled: false, reason: 'notPackaged' };
  const candidates: Array<[Extract<FeedDecision, { enabled: true }>['source'], string | undefined]> = [
    ['environment', envUrl],
    ['settings', settingsUrl],
    ['package', packageUrl],
  ];
  const chosen = candidates.find(([, url]) => url !== undefined && url.trim() !== '');
  if (!chosen) return { enabled: false, reason: 'noFeed' };
  const [source, rawUrl] = chosen;
  const url = (rawUrl ?? '').trim();
  if (!isAllowedFeedUrl(url)) return { enabled: false, reason: 'insecureFeed', url };
  return { enabled: true, url, source };
}

/**
 * The feed URL written into app-update.yml by electron-builder (a flat `key: value` file); read
 * here rather than through a YAML library because only this one top-level key is needed.
 */
export function feedUrlFromAppUpdateConfig(text: string): string | undefined {
  const line = text.split(/\r?\n/).find((candidate) => /^url:\s*\S/.test(candidate));
  return line?.replace(/^url:\s*/, '').trim().replace(/^(['"])(.*)\1$/, '$2') || undefined;
}

export type RefusalCause = 'checksum' | 'signature';

/** Why an updater error is a refusal of the update itself, or null when it is an ordinary failure (offline, feed down). */
export function refusalCause(error: unknown): RefusalCause | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(message)) return 'checksum';
  // Windows: electron-updater's publisher check; macOS: Squirrel.Mac's code-signature validation.
  if (code === 'ERR_UPDATER_INVALID_SIGNATURE' || /not signed by the application owner|code ?signature/i.test(message)) return 'signature';
  return null;
}

export type UpdateEvent =
  | { type: 'available'; version: string }
  | { type: 'not-available' }
  | { type: 'downloaded'; version: string }
  | { type: 'error'; error: unknown };

export type UpdateAction =
  | { type: 'log'; line: string }
  | { type: 'askToInstall'; version: string }
  | { type: 'tellUser'; message: string };

export interface UpdatePolicy {
  onEvent(event: UpdateEvent): UpdateAction[];
  /** Whether an update already downloaded may be installed (never once one was refused). */
  mayInstall(version: string): boolean;
}

export function feedLogLine(feed: FeedDecision): string {
  if (feed.enabled) return `Updates: checking ${feed.url} (from the ${feed.source}) at start and every 24 hours.`;
  if (feed.reason === 'notPackaged') return 'Updates: off in a development run.';
  if (feed.reason === 'noFeed') return 'Updates: off, no update feed is configured (updateFeedUrl in settings.json or BACKOFFICE_UPDATE_FEED_URL).';
  return `Updates: off, the update feed ${feed.url ?? ''} is not an https address.`;
}

export function createUpdatePolicy(texts: DesktopTexts): UpdatePolicy {
  const refusedVersions = new Set<string>();
  let lastAvailableVersion: string | null = null;
  let userToldOfRefusal = false;

  return {
    onEvent(event) {
      switch (event.type) {
        case 'available':
          lastAvailableVersion = event.version;
          return [{ type: 'log', line: `Updates: version ${event.version} is available; downloading it.` }];
        case 'not-available':
          return [{ type: 'log', line: 'Updates: this is the latest version.' }];
        case 'downloaded':
          if (refusedVersions.has(event.version)) {
            return [{ type: 'log', line: `Updates: version ${event.version} was refused earlier; it is not installed.` }];
          }
          return [
            { type: 'log', line: `Updates: version ${event.version} is downloaded; asking whether to restart now.` },
            { type: 'askToInstall', version: event.version },
          ];
        case 'error': {
          const cause = refusalCause(event.error);
          const reason = event.error instanceof Error ? event.error.message : String(event.error);
          if (!cause) return [{ type: 'log', line: `Updates: the check or download failed: ${reason}` }];
          if (lastAvailableVersion) refusedVersions.add(lastAvailableVersion);
          const actions: UpdateAction[] = [
            { type: 'log', line: `Updates: REFUSED ${lastAvailableVersion ?? 'an update'} (${cause === 'checksum' ? 'sha512 checksum mismatch' : 'bad or unknown code signature'}): ${reason}` },
          ];
          if (!userToldOfRefusal) {
            userToldOfRefusal = true;
            actions.push({ type: 'tellUser', message: cause === 'checksum' ? texts.updateRefusedChecksum : texts.updateRefusedSignature });
          }
          return actions;
        }
      }
    },
    mayInstall(version) {
      return !refusedVersions.has(version);
    },
  };
}

export type ManualCheckOutcome =
  | { kind: 'upToDate' }
  | { kind: 'available'; version: string }
  | { kind: 'failed'; error: unknown };

/** What Help → "Check for updates" answers. */
export function manualCheckAnswer(feed: FeedDecision, outcome: ManualCheckOutcome | null, texts: DesktopTexts, currentVersion: string): string {
  if (!feed.enabled) {
    if (feed.reason === 'notPackaged') return texts.updatesOffDevelopment;
    if (feed.reason === 'insecureFeed') return texts.updatesOffInsecureFeed(feed.url ?? '');
    return texts.updatesOffNoFeed;
  }
  if (!outcome || outcome.kind === 'upToDate') return texts.upToDate(currentVersion);
  if (outcome.kind === 'available') return texts.updateDownloading(outcome.version);
  const cause = refusalCause(outcome.error);
  if (cause === 'checksum') return texts.updateRefusedChecksum;
  if (cause === 'signature') return texts.updateRefusedSignature;
  return texts.updateCheckFailed;
}
