/**
 * The route and menu tables (spec 2.2, 2.3). Each feature folder declares its own screens
 * (`features/<feature>/screens.ts`, paths from the registry) and the menu entry its list opens
 * (label, icon, group and place), found by file name, so shipping a screen or a menu entry needs
 * no edit here. The router is built from `screens` and `redirects`, the side menu from the
 * screens' menu entries, the groups and the live-income link below.
 */
import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { Money20Regular } from '@fluentui/react-icons';
import type { AppConfig } from '../../../shared/ipc';
import type { TranslationKey } from '../i18n';
import { lazyScreen, screen, type MenuGroupKey, type MenuKey, type ScreenRoute } from '../screens/screenRoute';

/**
 * Every feature's screens, found by file name so that a new feature folder is routed without
 * being listed here. Eager on purpose: a screens module is a small table whose Screens are
 * lazily loaded (lazyScreen), so each screen's code still loads only when its route opens.
 */
const featureScreens: ScreenRoute[] = Object.values(
  import.meta.glob<ScreenRoute[]>('../features/*/screens.{ts,tsx}', { eager: true, import: 'screens' }),
).flat();

/** The features' screens, each path served once. */
function distinctPaths(features: ScreenRoute[]): ScreenRoute[] {
  const served = new Set<string>();
  for (const { path } of features) {
    if (served.has(path)) throw new Error(`Two screens are declared for ${path}`);
    served.add(path);
  }
  return features;
}

/** Every route the shell serves. */
export const screens: ScreenRoute[] = distinctPaths(featureScreens);

/** Where a menu entry goes: the screen that it opens. */
function menuPath(key: MenuKey): string {
  const target = screens.find((candidate) => candidate.menuEntry && candidate.menu === key);
  if (!target) throw new Error(`No screen opens the menu entry ${key}`);
  return target.path;
}

/** Section roots that open their list (spec 2.3: /projects, /urgent, /banners). */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/projects', to: menuPath('projects') },
  { from: '/urgent', to: menuPath('causes') },
  { from: '/banners', to: menuPath('banners') },
];

/** Any other address. */
export const notFoundScreen: ScreenRoute = screen(
  '*',
  'pages.notFoundTitle',
  undefined,
  lazyScreen(() => import('../features/placeholder/NotFoundPage')),
);

/** The screen that an address opens (a redirect followed), if any but 'Page not found'. */
function screenAt(pathname: string): ScreenRoute | undefined {
  const target = redirects.find(({ from }) => matchPath(from, pathname))?.to ?? pathname;
  return screens.find(({ path }) => matchPath(path, target));
}

/** Starts loading the code of the screen at `pathname` (the address the app was opened at), so that signing in draws it without waiting for it; settles when it is in. */
export function preloadScreenAt(pathname: string): Promise<void> {
  return screenAt(pathname)?.Screen.preload() ?? Promise.resolve();
}

export interface MenuLink {
  kind: 'link';
  key: MenuKey;
  label: TranslationKey;
  path: string;
  icon: ReactElement;
}
export interface MenuGroup {
  kind: 'group';
  key: string;
  label: TranslationKey;
  items: MenuLink[];
}
export interface MenuExternalLink {
  kind: 'external';
  key: string;
  label: TranslationKey;
  icon: ReactElement;
  /** The address comes from the app configuration. */
  urlFrom: keyof Pick<AppConfig, 'liveIncomeUrl'>;
}
export type MenuNode = MenuLink | MenuGroup | MenuExternalLink;

/** The menu's groups and the live-income link, placed among the top level's entries by `order` (MenuPlace). */
const groups: ReadonlyArray<{ key: MenuGroupKey; label: TranslationKey; order: number }> = [
  { key: 'appHomePage', label: 'nav.appHomePage', order: 50 },
  { key: 'analytics', label: 'nav.analytics', order: 80 },
  { key: 'website', label: 'nav.website', order: 90 },
  { key: 'settings', label: 'nav.settings', order: 110 },
];
const liveIncome: { order: number; node: MenuExternalLink } = {
  order: 120,
  node: { kind: 'external', key: 'liveIncome', label: 'nav.liveIncome', icon: <Money20Regular />, urlFrom: 'liveIncomeUrl' },
};

/** Nodes in their places; two in one place of one level is an error at start. */
function inOrder<T>(placed: ReadonlyArray<{ order: number; node: T }>, level: string): T[] {
  const sorted = [...placed].sort((a, b) => a.order - b.order);
  sorted.forEach((entry, index) => {
    if (index > 0 && sorted[index - 1]!.order === entry.order) throw new Error(`Two menu entries are in place ${entry.order} of ${level}`);
  });
  return sorted.map(({ node }) => node);
}

/**
 * The side menu (spec 2.2): Overview, then the entries of spec 2.2 in its order, then the campaign
 * pages and the landing pages; each feature's list screen brings its own entry (screens.ts).
 */
function composeMenu(routes: readonly ScreenRoute[]): MenuNode[] {
  const keys = new Set<MenuKey>();
  const links = routes.flatMap(({ menu: key, menuEntry, path }) => {
    if (!key || !menuEntry) return [];
    if (keys.has(key)) throw new Error(`Two screens open the menu entry ${key}`);
    keys.add(key);
    const { group, order, label, icon: Icon } = menuEntry;
    const node: MenuLink = { kind: 'link', key, label, path, icon: <Icon /> };
    return [{ group, order, node }];
  });
  const topLevel: Array<{ order: number; node: MenuNode }> = links.filter(({ group }) => !group);
  for (const { key, label, order } of groups) {
    const items = inOrder(links.filter(({ group }) => group === key), `the group ${key}`);
    if (items.length > 0) topLevel.push({ order, node: { kind: 'group', key, label, items } });
  }
  return inOrder([...topLevel, liveIncome], 'the menu');
}

export const menu: MenuNode[] = composeMenu(screens);
