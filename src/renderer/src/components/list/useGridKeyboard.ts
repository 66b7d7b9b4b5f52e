/**
 * The keyboard of a list's grid: one Tab stop (a roving tabindex over the stops of gridStops.ts),
 * the arrows, Home and End (with Ctrl: the first and last row), PageUp and PageDown (the pages),
 * Enter (the row's edit), Space (its selection) and Delete (the question that deletes the
 * selection), as gridNavigation.ts decides them.
 *
 * The grid remembers where its focus was, so Tab comes back to the same stop, and it keeps the
 * focus when the rows under it change: a page turned or a row deleted takes the focused element
 * away, and the stop now at the same place (or the nearest) gets the focus, instead of the page.
 */
import { useCallback, useImperativeHandle, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { clampPosition, gridKeyAction, type GridPosition } from './gridNavigation';
import { applyRovingTabIndex, focusStop, keysOf, positionOf, readStops, shapeOf, stopAt } from './gridStops';

/** What the grid's keys ask of the list: by the row's place on the page (0 the first record). */
export interface GridKeyHandlers {
  onOpenRow?(index: number): void;
  onToggleRow?(index: number): void;
  /** Delete, on the record at `index`. */
  onDelete?(index: number): void;
  onTurnPage?(by: 1 | -1): void;
}

/** What the list's owner can ask of the grid. */
export interface ListGridHandle {
  /** Where the grid's focus is (or was last). */
  position(): GridPosition;
  /** Puts the keyboard back on the grid: at `at` (or the nearest stop), else where it was last. */
  focus(at?: GridPosition): void;
  contains(node: Node | null): boolean;
}

/** The grid's first record, before the user has been anywhere in it. */
const START: GridPosition = { row: 1, cell: 0, stop: 0 };

/** `enabled` false: a plain table (a report's), which this leaves alone. */
export function useGridKeyboard(gridRef: RefObject<HTMLTableElement | null>, handlers: GridKeyHandlers, handle: Ref<ListGridHandle> | undefined, enabled: boolean) {
  // Where the user put the focus last; kept as it is while the rows are fewer (still loading, a
  // short last page), so the grid goes back there when they come.
  const active = useRef<GridPosition>(START);
  // Whether the focus is in the grid, or was until the element holding it was taken away.
  const holdsFocus = useRef(false);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  /** Keeps the Tab stop on the active position as the table changes, and the focus in it when its element went. */
  const settle = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const stops = readStops(grid);
    const stop = stopAt(stops, clampPosition(shapeOf(stops), active.current));
    applyRovingTabIndex(grid, stops, stop);
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || !focused.isConnected;
    if (stop && holdsFocus.current && lost) focusStop(stop);
  }, [gridRef]);

  // Every change to the table (rows, columns, a control that comes or goes) settles it again.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || !enabled) return;
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(grid, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex', 'disabled', 'hidden'] });
    return () => observer.disconnect();
  }, [gridRef, settle, enabled]);

  useImperativeHandle(
    handle,
    () => ({
      position: () => active.current,
      focus: (at = active.current) => {
        const grid = gridRef.current;
        if (!grid) return;
        const stops = readStops(grid);
        const stop = stopAt(stops, clampPosition(shapeOf(stops), at));
        if (stop) focusStop(stop);
      },
      contains: (node) => gridRef.current?.contains(node) ?? false,
    }),
    [gridRef],
  );

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    holdsFocus.current = true;
    const stops = readStops(event.currentTarget);
    const position = positionOf(stops, event.target);
    if (!position) return;
    active.current = position;
    applyRovingTabIndex(event.currentTarget, stops, stopAt(stops, position));
  };

  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next) {
      holdsFocus.current = false;
      return;
    }
    // Nowhere: the user left for the page, or the focused element was taken away with its row
    // (then settle() has already moved the focus to the stop now in its place).
    const left = event.target;
    setTimeout(() => {
      if (left.isConnected && !gridRef.current?.contains(document.activeElement)) holdsFocus.current = false;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const stops = readStops(event.currentTarget);
    const at = positionOf(stops, event.target);
    if (!at) return;
    const stop = stopAt(stops, at) ?? event.target;
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const action = gridKeyAction(event, at, shapeOf(stops), direction, keysOf(stop));
    if (!action) return;
    event.preventDefault();
    const record = at.row - 1;
    const { onOpenRow, onToggleRow, onDelete, onTurnPage } = latest.current;
    switch (action.kind) {
      case 'move': {
        const target = stopAt(stops, action.to);
        if (!target) return;
        active.current = action.to;
        applyRovingTabIndex(event.currentTarget, stops, target);
        focusStop(target);
        return;
      }
      case 'turnPage':
        return onTurnPage?.(action.by);
      case 'openRow':
        return onOpenRow?.(record);
      case 'toggleRow':
        return onToggleRow?.(record);
      case 'delete':
        return onDelete?.(record);
    }
  };

  return { onFocus, onBlur, onKeyDown };
}
