/**
 * Rows stay in their places while the user works in the table. A row switch changes what the
 * list's order is made of (active or approved rows first), so when the list reloads the row would
 * jump to another place, or another page, under the user's hand: the focus on its switch would
 * follow it away or fall to the page, and the next row the user meant to reach would no longer be
 * there. So from the moment a row switch flips until the focus leaves the table, the page keeps
 * the rows it showed then, in that order, with their new values; the list's own order comes back
 * once the focus is elsewhere, or at once when the user sorts, searches or turns the page.
 */
import { useState, type FocusEvent } from 'react';

export interface HeldRowOrder<T> {
  /** The rows to show: the page's, or the held ones with their new values. */
  rows: readonly T[];
  /** A row switch flipped: the rows shown now keep their places. */
  hold(): void;
  /** The table's blur handler: the list's order comes back when the focus goes outside it. */
  releaseOnLeave(event: FocusEvent<HTMLElement>): void;
}

/**
 * `view` says which rows the user asked for (sort, search, page, filters): a new one ends the hold.
 * `rowsById` finds a held row that has left the page (client mode: every row of the list).
 */
export function useHeldRowOrder<T>(pageRows: readonly T[], rowKey: (row: T) => string, rowsById: ReadonlyMap<string, T>, view: string): HeldRowOrder<T> {
  const [held, setHeld] = useState<{ view: string; keys: readonly string[] } | null>(null);
  if (held && held.view !== view) setHeld(null);
  const holding = held?.view === view;
  let rows = pageRows;
  if (holding) {
    // The page's own copy first: in server mode `rowsById` may also hold an older copy from another page.
    const onPage = new Map(pageRows.map((row) => [rowKey(row), row]));
    rows = held.keys.flatMap((key) => {
      const row = onPage.get(key) ?? rowsById.get(key);
      return row ? [row] : [];
    });
  }
  return {
    rows,
    hold: () => setHeld((current) => (current?.view === view ? current : { view, keys: pageRows.map(rowKey) })),
    releaseOnLeave: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(null);
    },
  };
}
