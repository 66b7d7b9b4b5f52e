/**
 * The application menu (template in core/menu-template.ts) and the About box it opens.
 */
import { app, dialog, Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { DesktopTexts } from './core/desktop-texts';
import { aboutMessage, buildMenuTemplate, type MenuActions } from './core/menu-template';

export interface AppMenuOptions {
  texts: DesktopTexts;
  window(): BrowserWindow | null;
  openLogsFolder: MenuActions['openLogsFolder'];
  checkForUpdates: MenuActions['checkForUpdates'];
}

export function installAppMenu({ texts, window, openLogsFolder, checkForUpdates }: AppMenuOptions): void {
  const appName = app.getName();
  const version = app.getVersion();
  const showAbout = () => {
    const { title, message, detail } = aboutMessage({ appName, version, texts });
    const options = { type: 'info' as const, title, message, detail, buttons: [texts.ok] };
    const parent = window();
    void (parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options));
  };
  const template: MenuItemConstructorOptions[] = buildMenuTemplate({
    platform: process.platform,
    appName,
    version,
    isPackaged: app.isPackaged,
    texts,
    actions: { showAbout, openLogsFolder, checkForUpdates },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
