/**
 * What the palette loads only when it is about to be used, each a chunk of its own loaded once
 * (when the shell is idle, when the top bar's button is pointed at, or when asked for): the
 * field and list (PaletteCommand, with cmdk), the keyboard shortcuts dialog and the 'Select
 * organization' question of 'New project'. The rest of the palette (its entries, its actions,
 * the recent items) is small and comes with the shell: a chunk of its own would share most of
 * the shell's modules and split them out of it, which lengthens the list of files the login
 * screen prefetches for the shell.
 */
import { createElement, lazy, use } from 'react';
import type { PaletteCommandProps } from './PaletteCommand';

type ViewModule = typeof import('./PaletteCommand');
let viewModule: Promise<ViewModule> | undefined;
let loadedView: ViewModule | undefined;
export const loadPaletteView = () => (viewModule ??= import('./PaletteCommand').then((module) => (loadedView = module)));

/**
 * The field and list (PaletteCommand): drawn in the same render as its dialog once its chunk is
 * there (React.lazy would wait a tick even then), until then suspended (a Suspense above it).
 */
export function PaletteCommandView(props: PaletteCommandProps) {
  const view = loadedView ?? use(loadPaletteView());
  return createElement(view.PaletteCommand, props);
}

let helpModule: Promise<typeof import('./ShortcutHelpDialog')> | undefined;
export const loadShortcutHelp = () => (helpModule ??= import('./ShortcutHelpDialog'));
export const ShortcutHelpDialog = lazy(loadShortcutHelp);

export const OrganizationGate = lazy(() => import('./OrganizationGate'));
