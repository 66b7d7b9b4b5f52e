/**
 * Binds one of SHORTCUTS while the calling component is mounted (and `enabled`). A chord without a
 * modifier never fires while the user types in a field, nor while a dialog other than the one the
 * caller lives in is open; a chord with a modifier (Ctrl+S) fires from a field too.
 */
import { useEffect, useEffectEvent } from 'react';
import { SHORTCUTS, type ShortcutId } from './shortcuts';
import { isTypingTarget, matchesChord } from './keyChords';
import { openModalDialogs } from '../components/modalDialogs';

export function useShortcut(id: ShortcutId, handler: (event: KeyboardEvent) => void, enabled = true): void {
  // The handler of the latest render, without binding the key again on every render.
  const onShortcut = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    const { chord } = SHORTCUTS[id];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !matchesChord(event, chord)) return;
      const modified = 'mod' in chord && chord.mod;
      if (!modified && chord.code !== 'Escape' && isTypingTarget(event.target)) return;
      if (!modified && openDialogOutside(event.target)) return;
      event.preventDefault();
      onShortcut(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [id, enabled]);
}

/** A modal dialog is open and the key did not come from inside it: the page behind must not react. */
function openDialogOutside(target: EventTarget | null): boolean {
  const [dialog] = openModalDialogs();
  return dialog !== undefined && !(target instanceof Node && dialog.contains(target));
}
