/**
 * A question opened from the list's grid (Delete on a row, a row's Delete button) gives the
 * keyboard back to the grid when it closes, at the place it left. The dialog gives the focus back
 * to what opened it (useFocusReturn), but a delete may take that element away with its row before
 * the dialog closes (the list reloads first); the focus would then go to whatever control the page
 * finds near it, which in a grid whose rows just changed is not always the row now in the deleted
 * one's place. The grid knows that place: it puts the focus on the stop there.
 *
 * A layout effect of the list, so it runs after the dialog's own (a child's effects run first):
 * when the dialog could give the focus back to its opener, this finds it there and does nothing.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { GridPosition } from './gridNavigation';
import type { ListGridHandle } from './useGridKeyboard';

export function useFocusBackToGrid(open: boolean, grid: RefObject<ListGridHandle | null>): void {
  // The grid's element that had the focus when the question opened, and its place; none when the question came from elsewhere.
  const opener = useRef<{ element: Element; at: GridPosition } | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const focused = document.activeElement;
      opener.current = focused && grid.current?.contains(focused) ? { element: focused, at: grid.current.position() } : null;
      return;
    }
    const left = opener.current;
    opener.current = null;
    if (!left) return;
    // Read at the opening: what the focus met since (the dialog's own guess) may have moved the grid's.
    if (!(left.element.isConnected && document.activeElement === left.element)) grid.current?.focus(left.at);
  }, [open, grid]);
}
