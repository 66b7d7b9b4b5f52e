/**
 * What a screen is to the shell: its address, its title, the menu entry it belongs to and its
 * lazily loaded code. Each feature folder declares its own screens with these (`screens.ts`),
 * its menu entry included (label, icon, group and place); the route table and the side menu
 * (app/routes.tsx) are composed from them.
 */
import type { FluentIcon } from '@fluentui/react-icons';
import { lazyPreloadable, type Preloadable } from '../components/lazyPreloadable';
import { entryOf, type Registry, type ResourceName } from '../../../shared/registry';
import type { TranslationKey } from '../i18n';
import type { Dictionary } from '../i18n/en';

/**
 * Menu entries that a screen can highlight (spec 2.2): a resource's entry is keyed by its
 * registry name; these are the entries that are no resource's list.
 */
export type MenuKey = ResourceName | 'overview' | 'reports' | 'appSettings' | 'campaignPages' | 'activity' | 'trash';

/** The menu's groups (spec 2.2), each a heading over its entries; defined in app/routes.tsx. */
export type MenuGroupKey = 'appHomePage' | 'analytics' | 'website' | 'settings';

/** Where a screen's menu entry stands in the side menu, and how it reads. */
export interface MenuPlace {
  /** The entry's label, also the title of the screen it opens (a simple resource's `<section>.menu`). */
  label: TranslationKey;
  icon: FluentIcon;
  /** The group it is listed under; none: the top level. */
  group?: MenuGroupKey;
  /**
   * Its place among its neighbours, ascending: the top level's entries and groups, or the
   * entries of its group (app/routes.tsx numbers the groups and the live-income link; spec 2.2's order).
   */
  order: number;
}

/** A page title; a function when the query chooses the mode (?edit=true, ?duplicate=true). */
export type ScreenTitle = TranslationKey | ((search: URLSearchParams) => TranslationKey);

export interface ScreenRoute {
  /** The route path (no query). */
  path: string;
  title: ScreenTitle;
  /** The menu entry highlighted while this screen shows (none for 'not found'). */
  menu?: MenuKey;
  /** The screen its menu entry opens (a list), titled by the entry's label, and that entry's place. */
  menuEntry?: MenuPlace;
  /** The screen, loaded when its route opens or is preloaded. */
  Screen: LazyScreen;
}

/** A screen's code, loaded when it first renders or earlier with `preload()` (the screen at the address the app opened, while the user signs in). */
export type LazyScreen = Preloadable;

export const lazyScreen = lazyPreloadable;

export function screen(path: string, title: ScreenTitle, menu: MenuKey | undefined, Screen: LazyScreen): ScreenRoute {
  return { path, title, menu, Screen };
}

/** The screen a menu entry opens, and the entry: the screen's title is the entry's label. */
export function menuScreen(menu: MenuKey, path: string, Screen: LazyScreen, entry: MenuPlace): ScreenRoute {
  return { path, title: entry.label, menu, menuEntry: entry, Screen };
}

/** Create, edit (?edit=true) and duplicate (?duplicate=true) share one route (spec 2.3). */
export function formMode(create: TranslationKey, edit: TranslationKey, duplicate: TranslationKey): (search: URLSearchParams) => TranslationKey {
  return (search) => (search.get('edit') === 'true' ? edit : search.get('duplicate') === 'true' ? duplicate : create);
}

/** The texts a simple resource's section has for its screens: the menu label (the list's title) and the form titles. */
export interface ScreenTexts {
  menu: string;
  addTitle: string;
  editTitle: string;
}

/** Resources with list, add and edit screens whose text section (named as the resource) has `menu`, `addTitle` and `editTitle`. */
export type ResourceWithScreenTexts = {
  [R in ResourceName]: Registry[R] extends { screens: { list: string; add: string; edit: string } }
    ? R extends keyof Dictionary
      ? Dictionary[R] extends ScreenTexts
        ? R
        : never
      : never
    : never;
}[ResourceName];

/** A simple resource's add and edit screens: one form for both, or (adding an admin is not a form of the record) one each. */
export type ResourceForms = { form: LazyScreen } | { add: LazyScreen; edit: LazyScreen };

/**
 * The three screens of a simple resource, from its registry entry (`screens.list`, `add`, `edit`)
 * and its own text section: the list opens from its menu entry, labelled `<resource>.menu`; add
 * and edit, titled `<resource>.addTitle` and `<resource>.editTitle`, share one form (`form`) or have one each (`add`, `edit`).
 */
export function resourceScreens<R extends ResourceWithScreenTexts>(
  resource: R,
  parts: { list: LazyScreen; menu: Omit<MenuPlace, 'label'> } & ResourceForms,
): ScreenRoute[] {
  const { list, add, edit } = entryOf(resource).screens ?? {};
  if (!list || !add || !edit) throw new Error(`The registry gives ${resource} no list, add and edit screens`);
  // R's section has these keys (ResourceWithScreenTexts), which TypeScript cannot spell out for a generic R.
  const text = (key: keyof ScreenTexts) => `${resource}.${key}` as TranslationKey;
  const forms = 'form' in parts ? { add: parts.form, edit: parts.form } : parts;
  return [
    menuScreen(resource, list, parts.list, { ...parts.menu, label: text('menu') }),
    screen(add, text('addTitle'), resource, forms.add),
    screen(edit, text('editTitle'), resource, forms.edit),
  ];
}
