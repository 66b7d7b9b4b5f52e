import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back, when a dialog closes, to the element that had it when the dialog opened.
 * Fluent's Dialog does this only for its own `DialogTrigger` (or an opener marked with
 * `useRestoreFocusTarget`); the app's questions and results open from code (a navigation the
 * unsaved-changes guard stopped, a row's Delete, a page made by Create MPS), so without this the
 * focus fell to the page and a keyboard user started again from the top.
 *
 * Layout effects: the opener is read before the dialog moves the focus into itself, and given the
 * focus back before the closing dialog, still fading out, is taken from the page.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    // Gone with what the dialog did (a deleted row, a form left): the focus stays where the page puts it.
    if (element?.isConnected) element.focus();
  }, [open]);
}
