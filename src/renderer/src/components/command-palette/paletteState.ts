/**
 * Whether the palette and the keyboard shortcuts dialog are open: the top bar's button, the
 * shortcuts (Ctrl+K, ?) and the palette itself (its 'Keyboard shortcuts') open them.
 */
import { atom } from 'jotai';

export const paletteOpenAtom = atom(false);
export const shortcutHelpOpenAtom = atom(false);

/** Marks what the palette and the shortcuts dialog draw, so neither counts as another dialog (while it closes, say). */
export const OWN_DIALOG_MARK = 'data-palette-dialog';
