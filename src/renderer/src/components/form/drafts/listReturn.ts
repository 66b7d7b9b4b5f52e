/**
 * Back to the list a form was opened from, as it was, and the keyboard where it makes sense there.
 *
 * The address: a list keeps its page and search in its address (`?page=2&search=…`), replacing its
 * history entry as they change; opening a form pushes an entry after it. So the form finds the list's
 * address in the history entry before its own (the Navigation API, which Chromium and Electron
 * have), and returns there after a save, a Cancel or Escape: a record saved on page 2 comes back to
 * page 2. Opened any other way (a link, a reload of the form, the palette), it returns to the list's
 * first page.
 *
 * The focus: once the list shows, on the row of the record (its Edit button, named 'Edit {name}'
 * after one of the record's values) when there is one, else on the list's add button, else on the
 * main area: never on the page's body, where a keyboard user would start again from the top.
 */
import { useState } from 'react';

interface NavigationEntry {
  url: string | null;
  index: number;
}
interface NavigationLike {
  currentEntry: NavigationEntry | null;
  entries(): NavigationEntry[];
}

/** The list's address in the history entry before this one, if that entry is the list. */
export function previousListAddress(listPath: string): string | null {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  const current = navigation?.currentEntry;
  if (!navigation || !current || current.index < 1) return null;
  const previous = navigation.entries()[current.index - 1];
  if (!previous?.url) return null;
  const url = new URL(previous.url);
  if (url.origin !== window.location.origin || url.pathname !== listPath) return null;
  return `${url.pathname}${url.search}`;
}

/** Where this form returns to: fixed when it opens (the history moves on as it is used). */
export function useListReturnAddress(listPath: string | undefined): string | undefined {
  const [address] = useState(() => (listPath ? (previousListAddress(listPath) ?? listPath) : undefined));
  return address;
}

/** Where the keyboard goes once the list shows: the row named by one of `rowLabels` (its Edit button), else the add button. */
export interface ListFocusTarget {
  listPath: string;
  /** 'Edit {name}' for each value the record could be named by; empty for a new record. */
  rowLabels: string[];
}

/** How long the list may take to show (its rows are fetched again after a save; a busy machine is slow). */
const WAIT_MS = 15_000;
/** Once the list shows and is not loading, how long the row may take before the add button has the focus instead. */
const ROW_WAIT_MS = 1_500;
/** After the focus is placed: a list drawing its rows again may replace the element; it is put back on its successor meanwhile. */
const HOLD_MS = 2_000;

function listButtons(main: HTMLElement): { row: (labels: ReadonlySet<string>) => HTMLElement | null; add: () => HTMLElement | null } {
  return {
    row: (labels) => [...main.querySelectorAll<HTMLElement>('table button[aria-label]')].find((button) => labels.has(button.getAttribute('aria-label') ?? '')) ?? null,
    // The kit's list toolbar ends with its add button.
    add: () => {
      const buttons = [...main.querySelectorAll<HTMLElement>('[role="toolbar"] button')].filter((button) => !button.closest('[role="menu"]'));
      return buttons[buttons.length - 1] ?? null;
    },
  };
}

/**
 * After leaving a form for its list: puts the keyboard on the record's row, or the add button, once
 * the list shows. Gives up when the user does something first (a key, a click), when something else
 * put the keyboard somewhere on the list, or when the list does not show in time.
 */
export function focusListWhenShown({ listPath, rowLabels }: ListFocusTarget): void {
  // Asked for by a form on the list's own page (the keywords'), which is not left: the list keeps its own focus.
  if (window.location.pathname === listPath) return;
  const labels = new Set(rowLabels);
  const started = Date.now();
  let listShownAt: number | null = null;
  /** The element given the focus, and until when it is watched. */
  let placed: { element: HTMLElement; kind: 'row' | 'add'; until: number } | null = null;
  let finished = false;
  const observer = new MutationObserver(() => schedule());
  let frame = 0;
  const finish = () => {
    finished = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    window.clearInterval(tick);
    window.removeEventListener('keydown', userActed, true);
    window.removeEventListener('pointerdown', userActed, true);
  };
  const userActed = (event: Event) => {
    // The keys that did it (Ctrl+S held a moment longer) are not the user doing something else.
    if (event instanceof KeyboardEvent && (event.repeat || ['Control', 'Meta', 'Shift', 'Alt'].includes(event.key))) return;
    finish();
  };
  const place = (element: HTMLElement, kind: 'row' | 'add') => {
    placed = { element, kind, until: Date.now() + HOLD_MS };
    element.focus();
  };
  const check = () => {
    if (finished) return;
    const main = document.querySelector<HTMLElement>('main');
    const now = Date.now();
    if (!main || window.location.pathname !== listPath || main.querySelector('form[aria-labelledby="page-title"]')) {
      if (now - started > WAIT_MS) finish();
      return;
    }
    const { row, add } = listButtons(main);
    const active = document.activeElement;
    const nowhere = !active || active === document.body || active === main;
    if (placed) {
      if (now > placed.until) return finish();
      if (active === placed.element) return;
      // Moved on by someone else: theirs. Lost with a row drawn again: onto the row's (or button's) successor.
      if (!nowhere || placed.element.isConnected) return finish();
      const again = placed.kind === 'row' ? row(labels) : add();
      if (again) place(again, placed.kind);
      return;
    }
    // Someone put the keyboard somewhere already (the list itself, an assistive tool): it stays there.
    if (!nowhere) return finish();
    const rowButton = labels.size > 0 ? row(labels) : null;
    if (rowButton) return place(rowButton, 'row');
    const table = main.querySelector('table');
    const loading = !table || table.getAttribute('aria-busy') === 'true' || main.querySelector('[role="progressbar"]') !== null;
    if (!loading) listShownAt ??= now;
    const rowLate = listShownAt !== null && now - listShownAt > (labels.size > 0 ? ROW_WAIT_MS : 0);
    if (rowLate || now - started > WAIT_MS) {
      const button = add();
      if (button) place(button, 'add');
      else {
        main.focus();
        finish();
      }
    }
  };
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(check);
  };
  // Mutations say when the list draws; the clock says when the row has had its time.
  const tick = window.setInterval(check, 200);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  window.addEventListener('keydown', userActed, true);
  window.addEventListener('pointerdown', userActed, true);
  schedule();
}

/** The Edit button names a record's row could have: 'Edit {value}' for each short text among its values. */
export function rowLabelsOf(record: object | undefined, editLabel: (name: string) => string): string[] {
  if (!record) return [];
  return Object.values(record)
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 200)
    .map((value) => editLabel(value));
}
