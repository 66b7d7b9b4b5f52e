/**
 * Where the keys of a list's grid take the focus (src/renderer/src/components/list/gridNavigation.ts),
 * on the shape of a list page: a header row and three records, each row a checkbox cell, two data
 * cells (the second holding a copy button after its text) and a cell of three row buttons. The
 * end-to-end file tests/e2e/list-keyboard.test.ts drives the same keys on the screen.
 */
import { describe, expect, it } from 'vitest';
import { clampPosition, gridKeyAction, type GridKey, type GridPosition, type GridShape, type StopKeys } from '../../src/renderer/src/components/list/gridNavigation';

/** Stops per cell: checkbox 1, name 1, deeplink 2 (the cell, its copy button), buttons 3; the header's cells one each. */
const shapeOf = (records: number): GridShape => ({
  rows: records + 1,
  cells: () => 4,
  stops: (row, cell) => (row === 0 ? 1 : [1, 1, 2, 3][cell]!),
});
const page = shapeOf(3);

const key = (name: string, modifiers: Partial<GridKey> = {}): GridKey => ({ key: name, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers });
const onCell: StopKeys = { ownsEnter: false, ownsSpace: false };
const onButton: StopKeys = { ownsEnter: true, ownsSpace: true };
const onCheckbox: StopKeys = { ownsEnter: false, ownsSpace: true };
const onLink: StopKeys = { ownsEnter: true, ownsSpace: false };

const at = (row: number, cell: number, stop = 0): GridPosition => ({ row, cell, stop });
const moveTo = (position: GridPosition) => ({ kind: 'move', to: position });

describe('the arrows', () => {
  it('go to the next stop in reading order: right in English, left in Arabic', () => {
    expect(gridKeyAction(key('ArrowRight'), at(1, 1), page, 'ltr', onCell)).toEqual(moveTo(at(1, 2)));
    expect(gridKeyAction(key('ArrowLeft'), at(1, 1), page, 'rtl', onCell)).toEqual(moveTo(at(1, 2)));
    // And back the other way.
    expect(gridKeyAction(key('ArrowLeft'), at(1, 1), page, 'ltr', onCell)).toEqual(moveTo(at(1, 0)));
    expect(gridKeyAction(key('ArrowRight'), at(1, 1), page, 'rtl', onCell)).toEqual(moveTo(at(1, 0)));
  });

  it('walk through the controls of a cell one by one, then on to the next cell', () => {
    expect(gridKeyAction(key('ArrowRight'), at(1, 2, 0), page, 'ltr', onCell)).toEqual(moveTo(at(1, 2, 1)));
    expect(gridKeyAction(key('ArrowRight'), at(1, 2, 1), page, 'ltr', onButton)).toEqual(moveTo(at(1, 3, 0)));
    expect(gridKeyAction(key('ArrowLeft'), at(1, 3, 0), page, 'ltr', onButton)).toEqual(moveTo(at(1, 2, 1)));
  });

  it('stop at the ends of a row', () => {
    expect(gridKeyAction(key('ArrowLeft'), at(1, 0), page, 'ltr', onCheckbox)).toEqual(moveTo(at(1, 0)));
    expect(gridKeyAction(key('ArrowRight'), at(1, 3, 2), page, 'ltr', onButton)).toEqual(moveTo(at(1, 3, 2)));
    expect(gridKeyAction(key('ArrowLeft'), at(1, 3, 2), page, 'rtl', onButton)).toEqual(moveTo(at(1, 3, 2)));
  });

  it('go up and down in the same column, into the header row and not past the last row', () => {
    expect(gridKeyAction(key('ArrowDown'), at(1, 1), page, 'ltr', onCell)).toEqual(moveTo(at(2, 1)));
    expect(gridKeyAction(key('ArrowUp'), at(1, 1), page, 'ltr', onCell)).toEqual(moveTo(at(0, 1)));
    expect(gridKeyAction(key('ArrowUp'), at(0, 1), page, 'ltr', onCell)).toEqual(moveTo(at(0, 1)));
    expect(gridKeyAction(key('ArrowDown'), at(3, 1), page, 'ltr', onCell)).toEqual(moveTo(at(3, 1)));
    // The third of a row's buttons above the header's one stop in that column.
    expect(gridKeyAction(key('ArrowUp'), at(1, 3, 2), page, 'ltr', onButton)).toEqual(moveTo(at(0, 3, 0)));
    expect(gridKeyAction(key('ArrowDown'), at(1, 3, 2), page, 'ltr', onButton)).toEqual(moveTo(at(2, 3, 2)));
  });
});

describe('Home and End', () => {
  it("go to the row's first and last stop", () => {
    expect(gridKeyAction(key('Home'), at(2, 2, 1), page, 'rtl', onButton)).toEqual(moveTo(at(2, 0)));
    expect(gridKeyAction(key('End'), at(2, 1), page, 'rtl', onCell)).toEqual(moveTo(at(2, 3, 2)));
  });

  it('with Ctrl (or ⌘), go to the first and the last record', () => {
    expect(gridKeyAction(key('Home', { ctrlKey: true }), at(3, 2), page, 'ltr', onCell)).toEqual(moveTo(at(1, 0)));
    expect(gridKeyAction(key('End', { metaKey: true }), at(1, 1), page, 'ltr', onCell)).toEqual(moveTo(at(3, 3, 2)));
  });

  it('with Ctrl, in a list with no record, stay in the header row', () => {
    expect(gridKeyAction(key('Home', { ctrlKey: true }), at(0, 2), shapeOf(0), 'ltr', onCell)).toEqual(moveTo(at(0, 0)));
  });
});

describe('the keys that act', () => {
  it('PageDown and PageUp turn the page', () => {
    expect(gridKeyAction(key('PageDown'), at(2, 1), page, 'ltr', onCell)).toEqual({ kind: 'turnPage', by: 1 });
    expect(gridKeyAction(key('PageUp'), at(2, 1), page, 'rtl', onCell)).toEqual({ kind: 'turnPage', by: -1 });
  });

  it("Enter opens a row, except on a button or a link, which Enter presses", () => {
    expect(gridKeyAction(key('Enter'), at(2, 1), page, 'ltr', onCell)).toEqual({ kind: 'openRow' });
    expect(gridKeyAction(key('Enter'), at(2, 0), page, 'ltr', onCheckbox)).toEqual({ kind: 'openRow' });
    expect(gridKeyAction(key('Enter'), at(2, 3), page, 'ltr', onButton)).toBeNull();
    expect(gridKeyAction(key('Enter'), at(2, 2, 1), page, 'ltr', onLink)).toBeNull();
    // The header row is no record.
    expect(gridKeyAction(key('Enter'), at(0, 1), page, 'ltr', onCell)).toBeNull();
  });

  it('Space selects a row, except on a control that Space operates (the checkbox selects it itself)', () => {
    expect(gridKeyAction(key(' '), at(2, 1), page, 'ltr', onCell)).toEqual({ kind: 'toggleRow' });
    expect(gridKeyAction(key(' '), at(2, 2, 1), page, 'ltr', onLink)).toEqual({ kind: 'toggleRow' });
    expect(gridKeyAction(key(' '), at(2, 0), page, 'ltr', onCheckbox)).toBeNull();
    expect(gridKeyAction(key(' '), at(2, 3), page, 'ltr', onButton)).toBeNull();
  });

  it('Delete (or a Mac\'s delete, Backspace) asks to delete, from any record', () => {
    expect(gridKeyAction(key('Delete'), at(3, 3, 1), page, 'ltr', onButton)).toEqual({ kind: 'delete' });
    expect(gridKeyAction(key('Backspace'), at(1, 1), page, 'ltr', onCell)).toEqual({ kind: 'delete' });
    expect(gridKeyAction(key('Delete'), at(0, 1), page, 'ltr', onCell)).toBeNull();
  });

  it('leaves alone what is not its own: Tab, letters, keys with Alt or Shift', () => {
    expect(gridKeyAction(key('Tab'), at(1, 1), page, 'ltr', onCell)).toBeNull();
    expect(gridKeyAction(key('n'), at(1, 1), page, 'ltr', onCell)).toBeNull();
    expect(gridKeyAction(key('ArrowRight', { altKey: true }), at(1, 1), page, 'ltr', onCell)).toBeNull();
    expect(gridKeyAction(key('ArrowDown', { shiftKey: true }), at(1, 1), page, 'ltr', onCell)).toBeNull();
  });
});

describe('a position after the rows changed', () => {
  it('stays in the grid: the last record when the page got shorter, the header when it has none', () => {
    expect(clampPosition(shapeOf(2), at(3, 3, 2))).toEqual(at(2, 3, 2));
    expect(clampPosition(shapeOf(0), at(3, 2, 1))).toEqual(at(0, 2, 0));
  });
});
