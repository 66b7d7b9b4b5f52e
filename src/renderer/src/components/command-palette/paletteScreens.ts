/**
 * The screens the palette opens, from the shell's own tables (app/routes.tsx hands them in
 * through Shell.tsx: a component does not import the app): every entry of the side menu, under
 * its group's name, the live-income link, and the add screens of the resources (their lists'
 * 'Add' buttons), named by their titles. Shapes are stated here as the palette reads them, so
 * the menu's and the route table's own types fit them.
 */
import type { ReactElement } from 'react';
import type { TranslationKey } from '../../i18n';

export interface PaletteMenuLink {
  kind: 'link';
  key: string;
  label: TranslationKey;
  path: string;
  icon?: ReactElement;
}
export interface PaletteMenuGroup {
  kind: 'group';
  key: string;
  label: TranslationKey;
  items: readonly PaletteMenuLink[];
}
export interface PaletteMenuExternal {
  kind: 'external';
  key: string;
  label: TranslationKey;
  icon?: ReactElement;
  urlFrom: 'liveIncomeUrl';
}
export type PaletteMenuNode = PaletteMenuLink | PaletteMenuGroup | PaletteMenuExternal;

export interface PaletteScreen {
  path: string;
  title: TranslationKey | ((search: URLSearchParams) => TranslationKey);
  /** The menu entry the screen belongs to. */
  menu?: string;
  /** Set on the screen a menu entry opens (listed with the menu's). */
  menuEntry?: object;
}

/** A screen to open, named by keys (the palette translates them in both languages). */
export interface ScreenTarget {
  /** `screen:<path>`, `screen:external:<key>`. */
  id: string;
  label: TranslationKey;
  /** Its menu group, or the list it adds to. */
  context?: TranslationKey;
  icon?: ReactElement;
  /** A menu entry, or a resource's add screen. */
  kind: 'menu' | 'add';
  to: { path: string } | { external: PaletteMenuExternal['urlFrom'] };
}

/**
 * The menu's screens in its order, then the add screens in the route table's. Screens whose
 * title depends on the address (a project's create, edit and duplicate form) are the palette's
 * 'New project' and 'New urgent case' actions instead, which ask for an organization as the
 * lists' buttons do.
 */
export function screenTargets(menu: readonly PaletteMenuNode[], screens: readonly PaletteScreen[]): ScreenTarget[] {
  const targets: ScreenTarget[] = [];
  const links = new Map<string, PaletteMenuLink>();
  const link = (item: PaletteMenuLink, context?: TranslationKey) => {
    links.set(item.key, item);
    targets.push({ id: `screen:${item.path}`, kind: 'menu', label: item.label, ...(context && { context }), ...(item.icon && { icon: item.icon }), to: { path: item.path } });
  };
  for (const node of menu) {
    if (node.kind === 'link') link(node);
    else if (node.kind === 'group') for (const item of node.items) link(item, node.label);
    else targets.push({ id: `screen:external:${node.key}`, kind: 'menu', label: node.label, ...(node.icon && { icon: node.icon }), to: { external: node.urlFrom } });
  }
  const listed = new Set(targets.map(({ id }) => id));
  for (const screen of screens) {
    if (screen.menuEntry || typeof screen.title !== 'string' || screen.path === '*' || screen.path.includes(':')) continue;
    const id = `screen:${screen.path}`;
    if (listed.has(id)) continue;
    listed.add(id);
    const list = screen.menu ? links.get(screen.menu) : undefined;
    targets.push({ id, kind: 'add', label: screen.title, ...(list && { context: list.label, ...(list.icon && { icon: list.icon }) }), to: { path: screen.path } });
  }
  return targets;
}
