/**
 * Every keyboard shortcut of the app, in one place: the help dialog (`?`) lists these, and
 * `useShortcut` binds them by id, so what is shown is what works.
 */
import type { KeyChord } from './keyChords';

export interface ShortcutDefinition {
  chord: KeyChord;
  /** Where it works, for the help dialog's grouping. */
  scope: 'everywhere' | 'list' | 'form';
}

export const SHORTCUTS = {
  palette: { chord: { code: 'KeyK', mod: true }, scope: 'everywhere' },
  help: { chord: { code: 'Slash', shift: true }, scope: 'everywhere' },
  focusToasts: { chord: { code: 'KeyM', mod: true }, scope: 'everywhere' },
  save: { chord: { code: 'KeyS', mod: true }, scope: 'form' },
  cancel: { chord: { code: 'Escape' }, scope: 'form' },
  newRecord: { chord: { code: 'KeyN' }, scope: 'list' },
  searchList: { chord: { code: 'Slash' }, scope: 'list' },
  nextPage: { chord: { code: 'BracketRight' }, scope: 'list' },
  previousPage: { chord: { code: 'BracketLeft' }, scope: 'list' },
} as const satisfies Record<string, ShortcutDefinition>;

export type ShortcutId = keyof typeof SHORTCUTS;
