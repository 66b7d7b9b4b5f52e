/**
 * What a screen is to the shell: its address, its title, the menu entry it belongs to and its
 * lazily loaded code. Each feature folder declares its own screens with these (`screens.ts`);
 * the route table (app/routes.tsx) composes them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TranslationKey } from '../i18n';

/** Menu entries that a screen can highlight (spec 2.2); the entry's label is `nav.<key>`. */
export type MenuKey =
  | 'overview'
  | 'projects'
  | 'causes'
  | 'memorialPersons'
  | 'ambassadors'
  | 'banners'
  | 'selectedVideos'
  | 'ramadanNotes'
  | 'shortCodes'
  | 'reports'
  | 'keywords'
  | 'teams'
  | 'notifications'
  | 'organizationNews'
  | 'organizations'
  | 'activities'
  | 'adminUsers'
  | 'appSettings'
  | 'campaignPages'
  | 'landingPages';

/** A page title; a function when the query chooses the mode (?edit=true, ?duplicate=true). */
export type ScreenTitle = TranslationKey | ((search: URLSearchParams) => TranslationKey);

export interface ScreenRoute {
  /** The route path (no query). */
  path: string;
  title: ScreenTitle;
  /** The menu entry highlighted while this screen shows (none for 'not found'). */
  menu?: MenuKey;
  /** The screen its menu entry opens (a list), titled by the entry's label. */
  opensFromMenu?: true;
  /** The screen, loaded when its route opens or is preloaded. */
  Screen: LazyScreen;
}

/** A screen's code, loaded when it first renders or earlier with `preload()`. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): void };

/**
 * React.lazy with a public way to start the load before rendering: both share one import, so
 * a preload (the screen at the address the app opened, while the user signs in) is what the
 * render then finds ready.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce() });
}

export function screen(path: string, title: ScreenTitle, menu: MenuKey | undefined, Screen: LazyScreen): ScreenRoute {
  return { path, title, menu, Screen };
}

/** The screen a menu entry opens; its title is the entry's label (nav.<key>). */
export function menuScreen(menu: MenuKey, path: string, Screen: LazyScreen): ScreenRoute {
  return { path, title: `nav.${menu}`, menu, opensFromMenu: true, Screen };
}

/** Create, edit (?edit=true) and duplicate (?duplicate=true) share one route (spec 2.3). */
export function formMode(create: TranslationKey, edit: TranslationKey, duplicate: TranslationKey): (search: URLSearchParams) => TranslationKey {
  return (search) => (search.get('edit') === 'true' ? edit : search.get('duplicate') === 'true' ? duplicate : create);
}
