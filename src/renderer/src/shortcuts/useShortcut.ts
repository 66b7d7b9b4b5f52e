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
      if ((event.defaultPrevented && !escapesPastUnrelatedTooltips.has(event)) || event.isComposing || !matchesChord(event, chord)) return;
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

/** Where Escape belongs to what the key was pressed in: a menu, a list box, a dialog, an open combo box. */
const OWNS_ESCAPE = '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"], [aria-expanded="true"]';

/**
 * Fluent's tooltips take Escape while one is shown (they prevent its default, to be dismissed
 * first). One shown because the pointer rests on a button the user is not at, say the row's Edit
 * just clicked while the user now types in the form, is not what the Escape was for: the key
 * still does its work there (and the tooltip hides too). Escape pressed at a tooltip's own
 * trigger, or inside anything that owns Escape, stays theirs. Looked at before anyone handles the
 * key (window, capture): by the time a shortcut hears it, the tooltip has already hidden itself.
 */
const escapesPastUnrelatedTooltips = new WeakSet<KeyboardEvent>();
window.addEventListener(
  'keydown',
  (event) => {
    if (onlyUnrelatedTooltipsShown(event)) escapesPastUnrelatedTooltips.add(event);
  },
  { capture: true },
);

function onlyUnrelatedTooltipsShown(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return false;
  const target = event.target;
  if (target.closest(OWNS_ESCAPE)) return false;
  // A description's tooltip is in the page all the time, hidden: only a shown one takes keys.
  const shown = [...document.querySelectorAll('[role="tooltip"]')].filter((tooltip) => tooltip.checkVisibility({ visibilityProperty: true }));
  if (shown.length === 0) return false;
  return shown.every((tooltip) => {
    const trigger = tooltip.id ? document.querySelector(`[aria-describedby~="${CSS.escape(tooltip.id)}"], [aria-labelledby~="${CSS.escape(tooltip.id)}"]`) : null;
    return trigger === null || !trigger.contains(target);
  });
}

/** A modal dialog is open and the key did not come from inside it: the page behind must not react. */
function openDialogOutside(target: EventTarget | null): boolean {
  const [dialog] = openModalDialogs();
  return dialog !== undefined && !(target instanceof Node && dialog.contains(target));
}
