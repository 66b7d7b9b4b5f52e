/**
 * The route and menu tables (spec 2.2, 2.3). Each feature folder declares its own screens
 * (`features/<feature>/screens.ts`, paths from the registry), found by file name, so shipping a
 * screen needs no edit here. The router is built from `screens` and `redirects`, the side menu
 * from `menu`, and a menu entry takes its path from the screen it opens.
 */
import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import {
  Alert20Regular,
  Apps20Regular,
  Board20Regular,
  Briefcase20Regular,
  Building20Regular,
  ChatMultiple20Regular,
  DataBarVertical20Regular,
  DocumentGlobe20Regular,
  HeartPulse20Regular,
  Megaphone20Regular,
  Money20Regular,
  News20Regular,
  PeopleStar20Regular,
  PeopleTeam20Regular,
  PersonHeart20Regular,
  PersonKey20Regular,
  Settings20Regular,
  SlideLayout20Regular,
  Tag20Regular,
  Video20Regular,
  WeatherMoon20Regular,
} from '@fluentui/react-icons';
import type { AppConfig } from '../../../shared/ipc';
import type { TranslationKey } from '../i18n';
import { lazyScreen, screen, type MenuKey, type ScreenRoute } from '../screens/screenRoute';

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
  const target = screens.find((candidate) => candidate.opensFromMenu && candidate.menu === key);
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

/** Starts loading the code of the screen at `pathname` (the address the app was opened at), so that signing in draws it without waiting for it. */
export function preloadScreenAt(pathname: string): void {
  screenAt(pathname)?.Screen?.preload();
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

function link(key: MenuKey, icon: ReactElement): MenuLink {
  return { kind: 'link', key, label: `nav.${key}`, path: menuPath(key), icon };
}

/** The side menu: Overview, then the entries of spec 2.2 in its order, then the campaign page. */
export const menu: MenuNode[] = [
  link('overview', <Board20Regular />),
  link('projects', <Briefcase20Regular />),
  link('causes', <HeartPulse20Regular />),
  link('memorialPersons', <PersonHeart20Regular />),
  {
    kind: 'group',
    key: 'appHomePage',
    label: 'nav.appHomePage',
    items: [
      link('ambassadors', <PeopleStar20Regular />),
      link('banners', <SlideLayout20Regular />),
      link('selectedVideos', <Video20Regular />),
    ],
  },
  link('ramadanNotes', <WeatherMoon20Regular />),
  link('shortCodes', <ChatMultiple20Regular />),
  {
    kind: 'group',
    key: 'analytics',
    label: 'nav.analytics',
    items: [link('reports', <DataBarVertical20Regular />), link('keywords', <Tag20Regular />)],
  },
  {
    kind: 'group',
    key: 'website',
    label: 'nav.website',
    items: [link('teams', <PeopleTeam20Regular />), link('notifications', <Alert20Regular />)],
  },
  link('organizationNews', <News20Regular />),
  {
    kind: 'group',
    key: 'settings',
    label: 'nav.settings',
    items: [
      link('organizations', <Building20Regular />),
      link('activities', <Apps20Regular />),
      link('adminUsers', <PersonKey20Regular />),
      link('appSettings', <Settings20Regular />),
    ],
  },
  { kind: 'external', key: 'liveIncome', label: 'nav.liveIncome', icon: <Money20Regular />, urlFrom: 'liveIncomeUrl' },
  link('campaignPages', <Megaphone20Regular />),
  link('landingPages', <DocumentGlobe20Regular />),
];
