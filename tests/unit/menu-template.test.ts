/**
 * The application menu: the Edit roles that make copy, paste and undo work on macOS, the macOS
 * app menu, View without DevTools in an installed app, Window, and Help with the version, the
 * logs folder and the update check.
 */
import { describe, expect, it, vi } from 'vitest';
import { desktopTextsAr, desktopTextsEn } from '../../src/main/core/desktop-texts';
import { aboutMessage, buildMenuTemplate, type MenuItemTemplate, type MenuTemplateInput } from '../../src/main/core/menu-template';

function input(overrides: Partial<MenuTemplateInput> = {}): MenuTemplateInput {
  return {
    platform: 'darwin',
    appName: 'Charity Back-office',
    version: '1.4.2',
    isPackaged: true,
    texts: desktopTextsEn,
    actions: { showAbout: vi.fn(), openLogsFolder: vi.fn(), checkForUpdates: vi.fn() },
    ...overrides,
  };
}

const roles = (menu: MenuItemTemplate | undefined) => (menu?.submenu ?? []).map((item) => item.role).filter(Boolean);
const menuWithRole = (template: MenuItemTemplate[], role: MenuItemTemplate['role']) => template.find((menu) => menu.role === role);

describe('application menu', () => {
  it.each(['darwin', 'win32'] as const)('has the standard Edit roles on %s', (platform) => {
    const edit = menuWithRole(buildMenuTemplate(input({ platform })), 'editMenu');
    expect(roles(edit)).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'pasteAndMatchStyle', 'delete', 'selectAll']);
  });

  it('opens with the app menu on macOS (about, hide, quit) and not on Windows', () => {
    const mac = buildMenuTemplate(input({ platform: 'darwin' }));
    expect(mac[0]).toMatchObject({ role: 'appMenu', label: 'Charity Back-office' });
    expect(roles(mac[0])).toEqual(expect.arrayContaining(['about', 'hide', 'hideOthers', 'unhide', 'quit']));
    expect(roles(menuWithRole(mac, 'fileMenu'))).toEqual(['close']);

    const windows = buildMenuTemplate(input({ platform: 'win32' }));
    expect(windows.map((menu) => menu.role)).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help']);
    expect(roles(menuWithRole(windows, 'fileMenu'))).toEqual(['quit']);
  });

  it('offers DevTools only in a development build', () => {
    expect(roles(menuWithRole(buildMenuTemplate(input({ isPackaged: true })), 'viewMenu'))).not.toContain('toggleDevTools');
    expect(roles(menuWithRole(buildMenuTemplate(input({ isPackaged: false })), 'viewMenu'))).toContain('toggleDevTools');
    expect(roles(menuWithRole(buildMenuTemplate(input()), 'viewMenu'))).toEqual(expect.arrayContaining(['reload', 'resetZoom', 'zoomIn', 'zoomOut']));
  });

  it('has a Window menu that minimizes, and zooms on macOS or closes on Windows', () => {
    expect(roles(menuWithRole(buildMenuTemplate(input({ platform: 'darwin' })), 'windowMenu'))).toEqual(['minimize', 'zoom', 'front']);
    expect(roles(menuWithRole(buildMenuTemplate(input({ platform: 'win32' })), 'windowMenu'))).toEqual(['minimize', 'close']);
  });

  it('has Help with About, the version, the logs folder and the update check, each doing its action', () => {
    const options = input({ platform: 'win32' });
    const help = menuWithRole(buildMenuTemplate(options), 'help');
    const items = (help?.submenu ?? []).filter((item) => item.type !== 'separator');
    expect(items.map((item) => item.label)).toEqual(['About Charity Back-office', 'Version 1.4.2', 'Open logs folder', 'Check for updates…']);
    expect(items[1]?.enabled).toBe(false);

    items[0]?.click?.();
    expect(options.actions.showAbout).toHaveBeenCalledOnce();
    items[2]?.click?.();
    expect(options.actions.openLogsFolder).toHaveBeenCalledOnce();
    items[3]?.click?.();
    expect(options.actions.checkForUpdates).toHaveBeenCalledOnce();
  });

  it('speaks Arabic on an Arabic system, the version kept left to right', () => {
    const template = buildMenuTemplate(input({ platform: 'win32', texts: desktopTextsAr }));
    expect(template.map((menu) => menu.label)).toEqual(['ملف', 'تحرير', 'عرض', 'نافذة', 'مساعدة']);
    const labels = (menuWithRole(template, 'help')?.submenu ?? []).map((item) => item.label);
    expect(labels).toContain('الإصدار \u20681.4.2\u2069');
    expect(labels).toContain('فتح مجلد السجلات');
  });

  it('shows the name and version in the About box', () => {
    expect(aboutMessage({ appName: 'Charity Back-office', version: '1.4.2', texts: desktopTextsEn })).toEqual({
      title: 'About Charity Back-office',
      message: 'Charity Back-office',
      detail: 'Version 1.4.2',
    });
  });
});
