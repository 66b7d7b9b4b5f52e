/**
 * The application menu as data, shaped like Electron's MenuItemConstructorOptions so the glue
 * hands it to Menu.buildFromTemplate unchanged. Roles do the work wherever Electron has one:
 * on macOS copy, paste and undo reach a text field only through an Edit menu with these roles,
 * and role items get the system's own labels and shortcuts in the system's language.
 */
import type { DesktopTexts } from './desktop-texts';

/** The roles this menu uses (a subset of Electron's MenuItem roles). */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'appMenu'
  | 'fileMenu'
  | 'editMenu'
  | 'viewMenu'
  | 'windowMenu'
  | 'help';

export interface MenuItemTemplate {
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  enabled?: boolean;
  click?: () => void;
  submenu?: MenuItemTemplate[];
}

export interface MenuActions {
  showAbout(): void;
  openLogsFolder(): void;
  checkForUpdates(): void;
}

export interface MenuTemplateInput {
  platform: NodeJS.Platform;
  appName: string;
  version: string;
  /** DevTools are offered only in development builds. */
  isPackaged: boolean;
  texts: DesktopTexts;
  actions: MenuActions;
}

const separator: MenuItemTemplate = { type: 'separator' };

export function buildMenuTemplate({ platform, appName, version, isPackaged, texts, actions }: MenuTemplateInput): MenuItemTemplate[] {
  const isMac = platform === 'darwin';

  const appMenu: MenuItemTemplate = {
    label: appName,
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };

  const fileMenu: MenuItemTemplate = {
    label: texts.fileMenu,
    role: 'fileMenu',
    submenu: [isMac ? { role: 'close' } : { role: 'quit' }],
  };

  const editMenu: MenuItemTemplate = {
    label: texts.editMenu,
    role: 'editMenu',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'pasteAndMatchStyle' },
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };

  const viewMenu: MenuItemTemplate = {
    label: texts.viewMenu,
    role: 'viewMenu',
    submenu: [
      { role: 'reload' },
      ...(isPackaged ? [] : [{ role: 'forceReload' as const }, { role: 'toggleDevTools' as const }]),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };

  const windowMenu: MenuItemTemplate = {
    label: texts.windowMenu,
    role: 'windowMenu',
    submenu: isMac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };

  const helpMenu: MenuItemTemplate = {
    label: texts.helpMenu,
    role: 'help',
    submenu: [
      { label: texts.about(appName), click: actions.showAbout },
      { label: texts.version(version), enabled: false },
      separator,
      { label: texts.openLogsFolder, click: actions.openLogsFolder },
      { label: texts.checkForUpdates, click: actions.checkForUpdates },
    ],
  };

  return [...(isMac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}

/** The About box's lines: the name and the version, so support can ask "which version?". */
export function aboutMessage({ appName, version, texts }: Pick<MenuTemplateInput, 'appName' | 'version' | 'texts'>): { title: string; message: string; detail: string } {
  return { title: texts.about(appName), message: appName, detail: texts.version(version) };
}
