/**
 * The one application window, locked down per Electron's security checklist: isolated,
 * sandboxed renderer without Node, no webviews, no navigation away from the app, no new
 * windows, every permission request refused. Links leave only through the link policy.
 */
import { BrowserWindow, screen, type WebContents } from 'electron';
import { fitWindowState, MIN_WINDOW_SIZE, readWindowState, writeWindowState } from './core/window-state';

export interface MainWindowOptions {
  preloadPath: string;
  /** `<userData>/window-state.json`. */
  stateFile: string;
  /** Opens the link in the system browser if the link policy allows it, else ignores it. */
  openLinkExternally(url: string): void;
  /** DevTools only for development builds. */
  devTools: boolean;
  title: string;
}

/** Every permission (camera, notifications, clipboard read, geolocation…) is refused: the back-office needs none. */
function denyAllPermissions(contents: WebContents): void {
  const { session } = contents;
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

function keepNavigationInside(contents: WebContents, openLinkExternally: (url: string) => void): void {
  // window.open and target=_blank: never a new Electron window; an allowed link goes to the browser.
  contents.setWindowOpenHandler(({ url }) => {
    openLinkExternally(url);
    return { action: 'deny' };
  });
  // The app routes on the client; a real navigation can only be a link or a redirect leading away.
  contents.on('will-frame-navigate', (event) => {
    event.preventDefault();
    if (event.isMainFrame) openLinkExternally(event.url);
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export async function createMainWindow({ preloadPath, stateFile, openLinkExternally, devTools, title }: MainWindowOptions): Promise<BrowserWindow> {
  const state = fitWindowState(
    await readWindowState(stateFile),
    screen.getAllDisplays().map((display) => display.workArea),
  );
  // The remote module the scanner asks about was removed in Electron 14; it assumes an old
  // Electron when it scans src/ without package.json.
  const window = new BrowserWindow({ // eng-disable REMOTE_MODULE_JS_CHECK
    ...(state.x !== undefined && state.y !== undefined && { x: state.x, y: state.y }),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title,
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      // Reviewed: the preload exposes one function, invoke(), limited to the contract's channels.
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      // A middle click must not open a link in a new window (setWindowOpenHandler denies it anyway).
      disableBlinkFeatures: 'Auxclick',
      devTools,
    },
  });
  if (state.maximized) window.maximize();
  // Shown once painted, so the user never sees a blank white frame.
  window.once('ready-to-show', () => window.show());

  denyAllPermissions(window.webContents);
  keepNavigationInside(window.webContents, openLinkExternally);

  window.on('close', () => {
    const bounds = window.getNormalBounds();
    void writeWindowState(stateFile, { ...bounds, maximized: window.isMaximized() }).catch(() => {
      // Losing the window position is not worth an error.
    });
  });
  return window;
}

/** Baseline for every web contents the app ever creates (DevTools included): no webviews, no pop-ups. */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
