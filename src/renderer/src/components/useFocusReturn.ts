import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back, when a dialog closes, to the element that had it when the dialog opened.
 * Fluent's Dialog does this only for its own `DialogTrigger` (or an opener marked with
 * `useRestoreFocusTarget`); the app's questions and results open from code (a navigation the
 * unsaved-changes guard stopped, a row's Delete, a page made by Create MPS), so without this the
 * focus fell to the page and a keyboard user started again from the top.
 *
 * The opener may go with what the dialog did: a row's Delete once the row is deleted. That
 * happens at once, or a moment after the dialog has closed (the list reloads without the row), so
 * for a while after giving the focus back this watches the opener: if it leaves the page while it
 * has the focus, the focus goes to its neighbour instead (the same button in the next row, else
 * the row before, else the first control left of what held it: the list), never to the page.
 *
 * Layout effects: the opener is read before the dialog moves the focus into itself, and given the
 * focus back before the closing dialog, still fading out, is taken from the page.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<{ element: HTMLElement; place: Place } | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const focused = document.activeElement;
      // Where it is, read now: the row may be gone by the time the dialog closes (a list reloaded first).
      opener.current = focused instanceof HTMLElement && focused !== document.body ? { element: focused, place: placeOf(focused) } : null;
      return;
    }
    const { element, place } = opener.current ?? {};
    opener.current = null;
    if (!element || !place) return;
    if (!element.isConnected) {
      focusNeighbour(place);
      return;
    }
    element.focus();
    // Read again: the rows around it may have changed while the dialog was open.
    return watchWhileFocused(element, placeOf(element));
  }, [open]);
}

/** How long after a dialog closes its opener is watched: a delete's list reload, on a slow link. */
const WATCH_MS = 15_000;

/** How long a closing dialog takes to leave the page (Fluent's fade, with room to spare). */
const DIALOG_LEAVING_MS = 1_000;

/** What can take the keyboard, in the order Tab reaches it. */
const FOCUSABLE = 'button, [href], input, select, textarea, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusablesIn(scope: Element): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !(element as HTMLButtonElement).disabled && element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
  );
}

/** Where the opener was: its row's neighbours (the next ones first), its place in the row and what held it. */
interface Place {
  rows: Element[];
  cell: number;
  control: number;
  ancestors: Element[];
}

function placeOf(element: HTMLElement): Place {
  const ancestors: Element[] = [];
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) ancestors.push(parent);
  const row = element.closest('tr, [role="row"]');
  if (!row?.parentElement) return { rows: [], cell: -1, control: -1, ancestors };
  const siblings = [...row.parentElement.children];
  const at = siblings.indexOf(row);
  const cells = [...row.children];
  const cell = cells.findIndex((candidate) => candidate.contains(element));
  return {
    rows: [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()],
    cell,
    control: cell < 0 ? -1 : focusablesIn(cells[cell]!).indexOf(element),
    ancestors,
  };
}

/** The same control in another row (a 'Delete …' for a 'Delete …'), else that row's first control. */
function controlInRow(row: Element, place: Place): HTMLElement | undefined {
  const cell = row.children[place.cell];
  return (cell && focusablesIn(cell)[place.control]) ?? focusablesIn(row)[0];
}

function focusNeighbour(place: Place): void {
  for (const row of place.rows) {
    const target = row.isConnected ? controlInRow(row, place) : undefined;
    if (target) return target.focus();
  }
  for (const ancestor of place.ancestors) {
    const target = ancestor.isConnected ? focusablesIn(ancestor)[0] : undefined;
    if (target) return target.focus();
  }
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Until the focus moves on (or `WATCH_MS` passes), an opener that leaves the page with the focus
 * hands it to its neighbour, and one that lost it to the page (the dialog going took it) takes it
 * again. Answers the function that stops watching.
 */
function watchWhileFocused(element: HTMLElement, place: Place): () => void {
  const closedAt = Date.now();
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (!element.isConnected) {
      stop();
      if (focusLost()) focusNeighbour(place);
    } else if (focusLost() && Date.now() - closedAt < DIALOG_LEAVING_MS) {
      // The closing dialog, taken from the page, took the focus with it.
      element.focus();
    } else if (document.activeElement !== element && !document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) {
      stop(); // the user moved on
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, WATCH_MS);
  return stop;
}
