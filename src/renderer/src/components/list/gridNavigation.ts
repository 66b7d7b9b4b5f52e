/**
 * What a key does in a list's grid (the ARIA grid pattern: the table is one Tab stop and the
 * arrow keys move inside it), decided from the grid's shape alone so that it can be checked
 * without a page; `useGridKeyboard` reads the shape from the table and carries the answer out.
 *
 * The focus moves between stops. A data cell is a stop itself, followed by the controls it holds
 * (a copy button, links); a cell of controls (a row's checkbox, its switch, its buttons) is its
 * controls, each a stop of its own, and the focus goes to the control itself rather than to the
 * cell around it: a screen reader then says "button" or "switch", which it does not for a cell
 * (the Authoring Practices' advice for a cell with one widget, applied to each widget of a cell).
 * So every control of a row is reached by the arrows, and Enter or Space on it does what they do
 * on that control anywhere.
 *
 * Left and right follow the screen: in a right-to-left page the left arrow goes to the next stop
 * in reading order, which is the one drawn to the left.
 */

/** Row 0 is the header row, then the page's rows; a cell of it; a stop of that cell. */
export interface GridPosition {
  row: number;
  cell: number;
  stop: number;
}

/** How many rows, cells and stops the grid has now (rows and cells are never empty of stops). */
export interface GridShape {
  /** Rows, the header row included. */
  rows: number;
  cells(row: number): number;
  stops(row: number, cell: number): number;
}

/** What a stop does with Enter and Space itself: a button both, a link Enter, a checkbox or switch Space. */
export interface StopKeys {
  ownsEnter: boolean;
  ownsSpace: boolean;
}

export interface GridKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export type GridKeyAction =
  | { kind: 'move'; to: GridPosition }
  | { kind: 'turnPage'; by: 1 | -1 }
  /** Enter on a row: its edit. */
  | { kind: 'openRow' }
  /** Space on a row: it is selected, or no longer. */
  | { kind: 'toggleRow' }
  /** Delete: the question that deletes the selection. */
  | { kind: 'delete' };

const HEADER_ROW = 0;

function lastStopOf(shape: GridShape, row: number, cell: number): GridPosition {
  return { row, cell, stop: shape.stops(row, cell) - 1 };
}

/** The stop after (`by` 1) or before (-1) in the row's reading order; the same one at the row's end. */
function along(shape: GridShape, at: GridPosition, by: 1 | -1): GridPosition {
  const stop = at.stop + by;
  if (stop >= 0 && stop < shape.stops(at.row, at.cell)) return { ...at, stop };
  const cell = at.cell + by;
  if (cell < 0 || cell >= shape.cells(at.row)) return at;
  return by === 1 ? { row: at.row, cell, stop: 0 } : lastStopOf(shape, at.row, cell);
}

/** The same cell in another row (its nearest stop when that cell has fewer). */
function inRow(shape: GridShape, at: GridPosition, row: number): GridPosition {
  const target = Math.min(Math.max(row, HEADER_ROW), shape.rows - 1);
  const cell = Math.min(at.cell, shape.cells(target) - 1);
  return { row: target, cell, stop: Math.min(at.stop, shape.stops(target, cell) - 1) };
}

/**
 * Ctrl+Home and Ctrl+End go to the first and last row of records: the header row, where the
 * sorting is, is one ArrowUp above the first.
 */
function firstRecordRow(shape: GridShape): number {
  return shape.rows > 1 ? 1 : HEADER_ROW;
}

/** The position a stop should have in this shape: kept inside it when rows or cells went away. */
export function clampPosition(shape: GridShape, at: GridPosition): GridPosition {
  return inRow(shape, at, at.row);
}

/**
 * What `key` does with the focus on the stop at `at` (whose own keys are `keys`); null when the
 * grid leaves it alone (the stop's own Enter or Space, Tab, a letter).
 */
export function gridKeyAction(key: GridKey, at: GridPosition, shape: GridShape, direction: 'ltr' | 'rtl', keys: StopKeys): GridKeyAction | null {
  if (key.altKey || key.shiftKey) return null;
  const withCtrl = key.ctrlKey || key.metaKey;
  const move = (to: GridPosition): GridKeyAction => ({ kind: 'move', to });
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const onRecord = at.row !== HEADER_ROW;

  if (withCtrl) {
    if (key.key === 'Home') return move({ row: firstRecordRow(shape), cell: 0, stop: 0 });
    if (key.key === 'End') {
      const row = shape.rows - 1;
      return move(lastStopOf(shape, row, shape.cells(row) - 1));
    }
    return null;
  }
  switch (key.key) {
    case forward:
      return move(along(shape, at, 1));
    case backward:
      return move(along(shape, at, -1));
    case 'ArrowDown':
      return move(inRow(shape, at, at.row + 1));
    case 'ArrowUp':
      return move(inRow(shape, at, at.row - 1));
    case 'Home':
      return move({ row: at.row, cell: 0, stop: 0 });
    case 'End':
      return move(lastStopOf(shape, at.row, shape.cells(at.row) - 1));
    case 'PageDown':
      return { kind: 'turnPage', by: 1 };
    case 'PageUp':
      return { kind: 'turnPage', by: -1 };
    case 'Enter':
      return onRecord && !keys.ownsEnter ? { kind: 'openRow' } : null;
    case ' ':
      return onRecord && !keys.ownsSpace ? { kind: 'toggleRow' } : null;
    // Backspace too: a Mac's keyboard names it "delete".
    case 'Delete':
    case 'Backspace':
      return onRecord ? { kind: 'delete' } : null;
    default:
      return null;
  }
}
