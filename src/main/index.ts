/**
 * The Electron main process: lifecycle and wiring only. The decisions (configuration,
 * session storage, API calls, link and request policies) live in ./core, which the browser
 * host shares; what is here needs a real Electron to run.
 */
import { join } from 'node:path';
import { app, dialog, safeStorage, session, shell, type BrowserWindow } from 'electron';
import { createApiClient, type ClientKind } from './core/api-client';
import { ConfigError, loadSettings, resolveClientConfig } from './core/config';
import { mediaOriginOf, rendererContentSecurityPolicy } from './core/csp';
import { desktopTextsFor } from './core/desktop-texts';
import { createHandlers } from './core/handlers';
import { linkPolicyFor } from './core/link-policy';
import { createRotatingLog, LOGS_FOLDER_NAME, type RotatingLog } from './core/log-file';
import { createRendererRequestPolicy } from './core/request-policy';
import { createSessionStore, sessionKeyFor } from './core/session-store';
import { registerIpcHandlers, reportUploadProgressToSender } from './ipc';
import { startLocalServer, type LocalServer } from './local-server';
import { installAppMenu } from './menu';
import { createElectronFileSaver } from './save-file';
import { APP_ORIGIN, APP_START_URL, registerAppScheme, serveRenderer } from './protocol';
import { startUpdater } from './updater';
import { createMainWindow, hardenWebContents } from './window';

const WINDOW_TITLE = 'Back-office';
/** Sent with every call (X-Client-Kind): the server's history tells the desktop app's writes from browser mode's. */
const CLIENT_KIND: ClientKind = 'desktop';
/** Long enough for the answer to `settings:save` (and its toast) to reach the window. */
const RESTART_AFTER_SAVE_MS = 1_500;

let mainWindow: BrowserWindow | null = null;
let localServer: LocalServer | null = null;

let appLog: RotatingLog | null = null;

function logsDir(): string {
  return join(app.getPath('userData'), LOGS_FOLDER_NAME);
}

/** A line in `<userData>/logs/main.log` (redacted there); a log that cannot be written never stops the app. */
function writeLog(source: string, text: string): void {
  try {
    appLog ??= createRotatingLog({ dir: logsDir() });
    appLog.write(source, text);
  } catch (error) {
    console.error('[log]', error);
  }
}

function logError(error: unknown): void {
  console.error('[main]', error);
  writeLog('main', error instanceof Error ? (error.stack ?? error.message) : String(error));
}

/** Where the renderer comes from: app:// when built, the electron-vite dev server in development. */
function rendererSource(): { startUrl: string; origin: string; devServerOrigin?: string } {
  const devServerUrl = process.env.ELECTRON_RENDERER_URL;
  if (!app.isPackaged && devServerUrl) {
    const { origin } = new URL(devServerUrl);
    return { startUrl: devServerUrl, origin, devServerOrigin: origin };
  }
  return { startUrl: APP_START_URL, origin: APP_ORIGIN };
}

/** "Disable remote content": the renderer may fetch nothing remote except media images (and the dev server). */
function blockRemoteRequests(allowedOrigins: string[]): void {
  const isAllowed = createRendererRequestPolicy({ allowedOrigins });
  session.defaultSession.webRequest.onBeforeRequest(
    { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*', 'file://*/*'] },
    (details, callback) => callback({ cancel: !isAllowed(details.url) }),
  );
}

async function start(): Promise<void> {
  writeLog('main', `${app.getName()} ${app.getVersion()} starting on ${process.platform} ${process.arch}.`);
  const userDataDir = app.getPath('userData');
  const appPath = app.getAppPath();
  const settings = loadSettings(userDataDir);

  // Local mode: no server configured, so run one. Its port changes per launch, so the
  // session is filed under its data folder instead, which stays the same.
  let serverKey: string;
  if (settings.serverUrl) {
    serverKey = sessionKeyFor(settings.serverUrl);
  } else {
    localServer = await startLocalServer({
      appPath,
      userDataDir,
      isPackaged: app.isPackaged,
      resourcesPath: process.resourcesPath,
      logLine: (stream, line) => {
        writeLog(`server ${stream}`, line);
        // A developer's terminal still shows the server, codes included; an installed app has no terminal.
        if (!app.isPackaged) console.log(line);
      },
    });
    serverKey = `local-server:${localServer.dataDir}`;
  }
  const config = resolveClientConfig(settings, localServer?.url);

  const sessionStore = await createSessionStore({ serverKey, userDataDir, safeStorage });
  const api = createApiClient({ serviceUrls: config.serviceUrls, sessionStore, clientVersion: app.getVersion(), clientKind: CLIENT_KIND });
  const linkPolicy = linkPolicyFor(config);
  /** The one place a link is handed to the OS, and only after the link policy allowed it. */
  const openAllowedLink = async (url: string): Promise<void> => {
    const decision = linkPolicy.check(url);
    if (!decision.allowed) return;
    // Reviewed: an http(s) URL on an allowed host without credentials (core/link-policy.ts).
    await shell.openExternal(decision.url); // eng-disable OPEN_EXTERNAL_JS_CHECK
  };
  const handlers = createHandlers({
    api,
    sessionStore,
    config,
    linkPolicy,
    openExternal: openAllowedLink,
    reportUploadProgress: reportUploadProgressToSender,
    saveFile: createElectronFileSaver(userDataDir, () => mainWindow),
    settings: {
      settingsDir: userDataDir,
      env: process.env,
      clientVersion: app.getVersion(),
      clientKind: CLIENT_KIND,
      applySavedSettings: restartWithSavedSettings,
    },
  });

  const desktopTexts = desktopTextsFor(app.getLocale());
  const updater = startUpdater({
    settingsFeedUrl: settings.updateFeedUrl,
    texts: desktopTexts,
    log: (line) => writeLog('updater', line),
    window: () => mainWindow,
  });
  installAppMenu({
    texts: desktopTexts,
    window: () => mainWindow,
    // openPath answers an error message rather than rejecting.
    openLogsFolder: () => void shell.openPath(logsDir()).then((failure) => failure && logError(failure), logError),
    checkForUpdates: () => void updater.checkNow().catch(logError),
  });

  const renderer = rendererSource();
  const mediaOrigin = mediaOriginOf(config.mediaBaseUrl);
  blockRemoteRequests([mediaOrigin, ...(renderer.devServerOrigin ? [renderer.devServerOrigin] : [])]);
  serveRenderer(join(appPath, 'out', 'renderer'), rendererContentSecurityPolicy({ mediaOrigin }));
  registerIpcHandlers(handlers, renderer.origin, logError);

  mainWindow = await createMainWindow({
    preloadPath: join(appPath, 'out', 'preload', 'index.js'),
    stateFile: join(userDataDir, 'window-state.json'),
    devTools: !app.isPackaged,
    title: WINDOW_TITLE,
    openLinkExternally: (url) => void openAllowedLink(url).catch(logError),
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  await mainWindow.loadURL(renderer.startUrl);
}

/**
 * A saved setting applies by restarting the app: the server address, the local server, the
 * media origin in the CSP and the request policy are all fixed at start, and a fresh start
 * builds them the one tested way. The answer to `settings:save` goes out first; quitting
 * (not exiting) lets will-quit stop the local server, and a start in local mode starts it again.
 */
async function restartWithSavedSettings(): Promise<void> {
  setTimeout(() => {
    app.relaunch();
    app.quit();
  }, RESTART_AFTER_SAVE_MS);
}

function failStart(error: unknown): void {
  const detail = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  logError(error);
  dialog.showErrorBox('The back-office could not start', detail);
  app.exit(1);
}

/** Stops the local server before the app exits, so no orphan keeps its port and database. */
function stopLocalServerOnQuit(): void {
  app.on('will-quit', (event) => {
    const server = localServer;
    if (!server) return;
    localServer = null;
    event.preventDefault();
    void server.stop().finally(() => app.quit());
  });
}

// Privileges for app:// must be registered before the ready event.
registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  // A second launch only brings the first window forward (see 'second-instance').
  app.quit();
} else {
  app.enableSandbox();
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  // One window; its local server and session live with it, so closing it ends the app on every platform.
  app.on('window-all-closed', () => app.quit());
  stopLocalServerOnQuit();
  app.whenReady().then(start).catch(failStart);
}
