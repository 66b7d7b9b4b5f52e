/**
 * Updates with electron-updater from a generic feed: checked at start and daily, downloaded in
 * the background, installed only after the user says so. Every decision (which feed, what an
 * event leads to, refusing a bad checksum or signature) is in core/update-policy.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import { autoUpdater } from 'electron-updater';
import type { DesktopTexts } from './core/desktop-texts';
import {
  createUpdatePolicy,
  decideFeed,
  feedLogLine,
  feedUrlFromAppUpdateConfig,
  manualCheckAnswer,
  UPDATE_CHECK_INTERVAL_MS,
  type ManualCheckOutcome,
  type UpdateAction,
  type UpdateEvent,
} from './core/update-policy';

export interface UpdaterOptions {
  /** `updateFeedUrl` from settings.json. */
  settingsFeedUrl: string | undefined;
  texts: DesktopTexts;
  log(line: string): void;
  window(): BrowserWindow | null;
}

export interface Updater {
  /** Help → "Check for updates": checks now and tells the user the answer. */
  checkNow(): Promise<void>;
}

/** The feed the package was built with; absent in a build without a publish section. */
function packagedFeedUrl(): string | undefined {
  try {
    return feedUrlFromAppUpdateConfig(readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8'));
  } catch {
    return undefined;
  }
}

export function startUpdater({ settingsFeedUrl, texts, log, window }: UpdaterOptions): Updater {
  const feed = decideFeed({
    isPackaged: app.isPackaged,
    envUrl: process.env.BACKOFFICE_UPDATE_FEED_URL,
    settingsUrl: settingsFeedUrl,
    packageUrl: app.isPackaged ? packagedFeedUrl() : undefined,
  });
  log(feedLogLine(feed));

  const showMessage = async (message: string) => {
    const options = { type: 'info' as const, title: texts.updatesTitle, message, buttons: [texts.ok] };
    const parent = window();
    await (parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options));
  };

  if (!feed.enabled) {
    return { checkNow: () => showMessage(manualCheckAnswer(feed, null, texts, app.getVersion())) };
  }

  const policy = createUpdatePolicy(texts);
  autoUpdater.logger = { info: log, warn: log, error: (message: unknown) => log(String(message)), debug: () => {} };
  autoUpdater.autoDownload = true;
  // Installed only when the user chooses to restart, never silently on the next quit.
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.setFeedURL({ provider: 'generic', url: feed.url });

  const askToInstall = async (version: string) => {
    const options = {
      type: 'question' as const,
      title: texts.updateReadyTitle,
      message: texts.updateReady(version),
      buttons: [texts.restartNow, texts.later],
      defaultId: 0,
      cancelId: 1,
    };
    const parent = window();
    const { response } = await (parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options));
    if (response === 0 && policy.mayInstall(version)) autoUpdater.quitAndInstall(false, true);
  };

  const carryOut = (actions: UpdateAction[]) => {
    for (const action of actions) {
      if (action.type === 'log') log(action.line);
      else if (action.type === 'askToInstall') void askToInstall(action.version).catch((error: unknown) => log(String(error)));
      else void showMessage(action.message).catch((error: unknown) => log(String(error)));
    }
  };
  const handle = (event: UpdateEvent) => carryOut(policy.onEvent(event));

  autoUpdater.on('update-available', (info) => handle({ type: 'available', version: info.version }));
  autoUpdater.on('update-not-available', () => handle({ type: 'not-available' }));
  autoUpdater.on('update-downloaded', (info) => handle({ type: 'downloaded', version: info.version }));
  autoUpdater.on('error', (error) => handle({ type: 'error', error }));

  // Failures arrive as 'error' events too; the promise's rejection adds nothing.
  const check = () => autoUpdater.checkForUpdates().catch(() => null);
  void check();
  setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS).unref();

  return {
    async checkNow() {
      let outcome: ManualCheckOutcome;
      try {
        const result = await autoUpdater.checkForUpdates();
        outcome = result?.isUpdateAvailable ? { kind: 'available', version: result.updateInfo.version } : { kind: 'upToDate' };
      } catch (error) {
        outcome = { kind: 'failed', error };
      }
      await showMessage(manualCheckAnswer(feed, outcome, texts, app.getVersion()));
    },
  };
}
