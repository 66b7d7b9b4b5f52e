/**
 * The stops of a list's grid read from the table as it is drawn (gridNavigation.ts says what a
 * stop is), the one Tab stop among them (a roving tabindex), and bringing a stop into view.
 *
 * Read from the page rather than from the rows and columns given to the table: what a cell holds
 * is its column's business (a copy button, links that arrive with a query, a button that spins
 * while it works), and only the page knows which of those can take the focus now.
 */
import type { GridPosition, GridShape, StopKeys } from './gridNavigation';

/** Marks a data cell (`data-grid-cell="data"`): a stop itself, before any control it holds. */
export const DATA_CELL = 'data';
/** Marks a cell that stays in view while the table scrolls sideways (`data-sticky`). */
export type StickySide = 'start' | 'end';

/** Elements that are controls of their own (a disabled one cannot take the focus and is left out). */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="link"]';

export function gridRows(grid: HTMLTableElement): HTMLTableRowElement[] {
  return [...(grid.tHead?.rows ?? []), ...[...grid.tBodies].flatMap((body) => [...body.rows])];
}

function controlsIn(cell: HTMLTableCellElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => !(control as HTMLButtonElement).disabled && control.checkVisibility({ visibilityProperty: true }),
  );
}

/** A cell's stops, in reading order: a data cell and then its controls; a cell of controls, its controls (itself when it has none). */
export function stopsOf(cell: HTMLTableCellElement): HTMLElement[] {
  const controls = controlsIn(cell);
  if (cell.dataset.gridCell === DATA_CELL) return [cell, ...controls];
  return controls.length > 0 ? controls : [cell];
}

/** The grid's stops by row and cell, as the page shows them now. */
export type StopMap = HTMLElement[][][];

export function readStops(grid: HTMLTableElement): StopMap {
  return gridRows(grid).map((row) => [...row.cells].map(stopsOf));
}

export function shapeOf(stops: StopMap): GridShape {
  return {
    rows: stops.length,
    cells: (row) => stops[row]?.length ?? 0,
    stops: (row, cell) => stops[row]?.[cell]?.length ?? 0,
  };
}

/** Where `element` is among the stops: its own stop, or the first stop of the cell it is in. */
export function positionOf(stops: StopMap, element: Element): GridPosition | null {
  for (const [row, cells] of stops.entries()) {
    for (const [cell, cellStops] of cells.entries()) {
      const stop = cellStops.findIndex((candidate) => candidate === element || (candidate.tagName !== 'TD' && candidate.tagName !== 'TH' && candidate.contains(element)));
      if (stop !== -1) return { row, cell, stop };
      const holder = cellStops[0]?.closest('td, th');
      if (holder?.contains(element)) return { row, cell, stop: 0 };
    }
  }
  return null;
}

export function stopAt(stops: StopMap, at: GridPosition): HTMLElement | undefined {
  return stops[at.row]?.[at.cell]?.[at.stop];
}

/** The keys a stop answers itself (gridNavigation.ts): a button Enter and Space, a link Enter, a checkbox or a switch Space. */
export function keysOf(stop: Element): StopKeys {
  const role = stop.getAttribute('role');
  const type = stop instanceof HTMLInputElement ? stop.type : '';
  const toggle = role === 'switch' || role === 'checkbox' || type === 'checkbox' || type === 'radio';
  const button = stop.tagName === 'BUTTON' || role === 'button';
  const link = stop.tagName === 'A' || role === 'link';
  return { ownsEnter: button || link, ownsSpace: button || toggle };
}

/**
 * Makes `active` the grid's one Tab stop: every other stop leaves the Tab order (tabindex -1, still
 * focusable by the arrows and a click), and a cell that is no stop any more (its checkbox came with
 * the rows) loses the tabindex it had as one. Writes only what changes, so an observer of the table
 * does not see its own writes come back for ever.
 */
export function applyRovingTabIndex(grid: HTMLTableElement, stops: StopMap, active: HTMLElement | undefined): void {
  const all = new Set(stops.flat(2));
  for (const stop of all) {
    const wanted = stop === active ? '0' : '-1';
    if (stop.getAttribute('tabindex') !== wanted) stop.setAttribute('tabindex', wanted);
  }
  for (const cell of grid.querySelectorAll('td[tabindex], th[tabindex]')) {
    if (!all.has(cell as HTMLElement)) cell.removeAttribute('tabindex');
  }
}

/** The nearest ancestor that scrolls sideways (the list's card). */
function sidewaysScroller(element: Element): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowX } = getComputedStyle(parent);
    if (overflowX === 'auto' || overflowX === 'scroll') return parent;
  }
  return null;
}

/**
 * Focuses a stop and brings it into view. The table scrolls sideways under cells that stay in
 * view (the checkboxes at the inline start, the row buttons at the inline end): a cell scrolled
 * only into the card could still sit under one of them, so it is moved out from under them too.
 */
export function focusStop(stop: HTMLElement): void {
  stop.focus({ preventScroll: true });
  stop.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const cell = stop.closest<HTMLTableCellElement>('td, th');
  const scroller = cell && !cell.dataset.sticky ? sidewaysScroller(cell) : null;
  if (!cell || !scroller) return;
  const box = cell.getBoundingClientRect();
  const frame = scroller.getBoundingClientRect();
  const middle = (frame.left + frame.right) / 2;
  let left = frame.left;
  let right = frame.right;
  for (const sticky of cell.parentElement!.querySelectorAll<HTMLElement>('[data-sticky]')) {
    const covered = sticky.getBoundingClientRect();
    if ((covered.left + covered.right) / 2 < middle) left = Math.max(left, covered.right);
    else right = Math.min(right, covered.left);
  }
  if (box.left < left) scroller.scrollLeft -= left - box.left;
  else if (box.right > right) scroller.scrollLeft += box.right - right;
}
