/**
 * The palette and the keyboard shortcuts dialog in the signed-in shell (Shell.tsx mounts this
 * once, inside the router): Ctrl+K (⌘K) opens and closes the palette, ? opens the shortcuts, by
 * key position, so on an Arabic layout too (src/renderer/src/shortcuts). Nothing of them is in
 * the login's code; what they draw with (cmdk, the dialogs) is loaded when the shell is idle
 * (paletteChunks.ts). Once it was opened the palette stays mounted, closed, so what an action
 * started (a publication it watches, the 'Select organization' dialog) carries on.
 */
import { Suspense, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useShortcut } from '../../shortcuts/useShortcut';
import { openModalDialogs } from '../modalDialogs';
import CommandPalette from './CommandPalette';
import { loadPaletteView, loadShortcutHelp, ShortcutHelpDialog } from './paletteChunks';
import type { PaletteMenuNode, PaletteScreen } from './paletteScreens';
import { OWN_DIALOG_MARK, paletteOpenAtom, shortcutHelpOpenAtom } from './paletteState';

/** A modal dialog other than the palette and the shortcuts is open: Ctrl+K leaves it alone. */
const otherDialogOpen = () => openModalDialogs().some((dialog) => dialog.querySelector(`[${OWN_DIALOG_MARK}]`) === null);

export interface PaletteHostProps {
  /** The side menu (app/routes.tsx): its screens, their groups, the live-income link. */
  menu: readonly PaletteMenuNode[];
  /** Every route (app/routes.tsx): the add screens besides the menu's. */
  screens: readonly PaletteScreen[];
}

export function PaletteHost({ menu, screens }: PaletteHostProps) {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const [helpOpen, setHelpOpen] = useAtom(shortcutHelpOpenAtom);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  if (open && !paletteUsed) setPaletteUsed(true);
  if (helpOpen && !helpUsed) setHelpUsed(true);

  useShortcut('palette', () => {
    if (!open && otherDialogOpen()) return;
    setOpen(!open);
  });
  useShortcut('help', () => {
    setOpen(false);
    setHelpOpen(true);
  });

  // Loaded while nothing else happens, so the first Ctrl+K draws at once.
  useEffect(() => {
    const load = () => {
      void loadPaletteView();
      void loadShortcutHelp();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {paletteUsed && <CommandPalette open={open} onClose={() => setOpen(false)} menu={menu} screens={screens} />}
      <Suspense fallback={null}>{helpUsed && <ShortcutHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />}</Suspense>
    </>
  );
}
