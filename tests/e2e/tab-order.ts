/**
 * What Tab does in a form, read through the DOM as a keyboard user meets it: from the form's first
 * field, Tab after Tab until its submit button, where each stop is and what it is. Then what such a
 * user finds wrong: a field never reached before the button, a stop out of reading order (top to
 * bottom, then right to left in Arabic and left to right in English within a row), the focus
 * leaving the form or staying where it is. Two stops whose nearest common container is a grid (the
 * forms lay their fields out in one) are placed by the grid items holding them, so a button at the
 * foot of a tall image field and the date field beside it read in the row's order; other stops by
 * their own boxes. Within a row the direction is the one the common container is laid out in: the
 * page's, except where a part reads left to right in both languages on purpose (the four boxes of a
 * sign-in code); the form itself must be laid out in the language's direction.
 *
 * Fluent's focus manager puts invisible sentinels (`data-tabster-dummy`) around some groups; the
 * focus passes through them on its way, so they are not stops. Marks (`data-keyboard-*`) are put
 * on the form's elements for the walk and taken off after it.
 */
import type { Locator, Page } from 'playwright-core';

export type ReadingDirection = 'ltr' | 'rtl';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the focus is after a key. */
interface Stop {
  /** Same number, same element (marked on the element at its first visit). */
  id: number;
  name: string;
  /** The index of the editable field it is, if it is one. */
  field: number | null;
  submit: boolean;
  inForm: boolean;
  sentinel: boolean;
  /** Where it is against the stop before: the boxes to compare (theirs, or the grid items holding them) and the row's direction. */
  placed: { previous: Box; next: Box; direction: ReadingDirection } | null;
}

/** Chrome's date and time inputs keep the focus on the input while Tab goes through their parts. */
const MOST_PRESSES_ON_ONE_ELEMENT = 5;

/**
 * Marks the form's editable fields (visible, enabled text inputs, checkboxes and radios, selects,
 * text areas and rich-text editing areas; one per radio group) and its submit button, and names them.
 * (It and `readStop` run in the page each on its own, so each names elements itself.)
 */
function markForm(form: HTMLElement): { fields: string[]; submit: string | null } {
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = element.getAttribute('aria-label') || byIds || label || element.getAttribute('placeholder') || element.textContent || element.tagName.toLowerCase();
    return name.replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const radioGroups = new Set<string>();
  const fields = [...form.querySelectorAll<HTMLElement>('input, select, textarea, [contenteditable="true"]')].filter((element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    if ((element as HTMLInputElement).disabled || (element as HTMLInputElement).readOnly) return false;
    const type = (element as HTMLInputElement).type;
    if (element.tagName === 'INPUT' && (type === 'hidden' || type === 'file' || type === 'submit' || type === 'button')) return false;
    if (type === 'radio') {
      const group = (element as HTMLInputElement).name;
      if (radioGroups.has(group)) return false;
      radioGroups.add(group);
    }
    return true;
  });
  fields.forEach((element, index) => {
    element.dataset.keyboardField = String(index);
    if ((element as HTMLInputElement).type === 'radio') {
      form.querySelectorAll<HTMLElement>(`input[type="radio"][name="${(element as HTMLInputElement).name}"]`).forEach((radio) => (radio.dataset.keyboardField = String(index)));
    }
  });
  form.dataset.keyboardForm = '';
  const submit = form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  if (submit) submit.dataset.keyboardSubmit = '';
  return { fields: fields.map(nameOf), submit: submit ? nameOf(submit) : null };
}

/** The focused element as a stop (marked with a number at its first visit); `previous` is the number of the stop before. */
function readStop(previous: number | null): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const marks = window as unknown as { keyboardStops?: number };
  if (!element.dataset.keyboardStop) element.dataset.keyboardStop = String((marks.keyboardStops = (marks.keyboardStops ?? 0) + 1));
  const labelledBy = element.getAttribute('aria-labelledby');
  const byIds = labelledBy
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  const name = element.getAttribute('aria-label') || byIds || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.tagName.toLowerCase();
  const form = document.querySelector('[data-keyboard-form]');
  const field = element.closest<HTMLElement>('[data-keyboard-field]')?.dataset.keyboardField;

  const before = previous === null ? null : document.querySelector(`[data-keyboard-stop="${previous}"]`);
  let placed: Stop['placed'] = null;
  if (before && before !== element) {
    // From the form's corner: the screen's content scrolls in its own box as the focus goes down a long form.
    const origin = form?.getBoundingClientRect() ?? { top: 0, left: 0 };
    const boxOf = (target: Element): Box => {
      const { top, bottom, left, right } = target.getBoundingClientRect();
      return { top: top - origin.top, bottom: bottom - origin.top, left: left - origin.left, right: right - origin.left };
    };
    let common: Element = element;
    while (!common.contains(before)) common = common.parentElement!;
    // In a grid, the two are read by the grid items holding them.
    const childHolding = (target: Element) => [...common.children].find((child) => child.contains(target))!;
    const inGrid = getComputedStyle(common).display.endsWith('grid') && common !== before;
    placed = {
      previous: boxOf(inGrid ? childHolding(before) : before),
      next: boxOf(inGrid ? childHolding(element) : element),
      direction: getComputedStyle(common).direction === 'rtl' ? 'rtl' : 'ltr',
    };
  }
  return {
    id: Number(element.dataset.keyboardStop),
    name: name.replace(/\s+/g, ' ').trim().slice(0, 60),
    field: field === undefined ? null : Number(field),
    submit: element.hasAttribute('data-keyboard-submit'),
    inForm: form?.contains(element) ?? false,
    sentinel: element.hasAttribute('data-tabster-dummy'),
    placed,
  };
}

function unmark(form: HTMLElement): void {
  delete form.dataset.keyboardForm;
  for (const element of document.querySelectorAll<HTMLElement>('[data-keyboard-field], [data-keyboard-submit], [data-keyboard-stop]')) {
    delete element.dataset.keyboardField;
    delete element.dataset.keyboardSubmit;
    delete element.dataset.keyboardStop;
  }
}

/** Half a pixel: boxes that only touch share no row. */
const TOUCH = 0.5;

const sameRow = (previous: Box, next: Box) => Math.min(previous.bottom, next.bottom) - Math.max(previous.top, next.top) > TOUCH;

/** Whether `next` comes after `previous` when read: below it, or beside it in the row on the reading side. */
function readsAfter(previous: Box, next: Box, direction: ReadingDirection): boolean {
  if (!sameRow(previous, next)) return next.top >= previous.bottom - TOUCH;
  return direction === 'rtl' ? next.right <= previous.left + TOUCH : next.left >= previous.right - TOUCH;
}

/** Where `next` is against `previous` when it does not read after it. */
function whereItIs(previous: Box, next: Box, direction: ReadingDirection): string {
  if (!sameRow(previous, next)) return 'above it';
  return direction === 'rtl' ? 'to its right in the same row' : 'to its left in the same row';
}

/**
 * Tabs through `form` from its first field to its submit button; answers what is wrong, one line
 * each (nothing when all is well).
 */
export async function tabThroughForm(page: Page, form: Locator, direction: ReadingDirection): Promise<string[]> {
  const { fields, submit } = await form.evaluate(markForm);
  try {
    const formDirection = await form.evaluate((element) => getComputedStyle(element).direction);
    if (formDirection !== direction) return [`it is laid out ${formDirection}, not ${direction}`];
    if (!submit) return ['it has no submit button'];
    if (fields.length === 0) return ['it has no editable field'];
    await form.locator('[data-keyboard-field="0"]').first().focus();
    const first = await page.evaluate(readStop, null);
    if (!first) return [`its first field "${fields[0]}" does not take the focus`];
    const stops: Stop[] = [first];
    const problems: string[] = [];
    let pressesHere = 0;
    // More presses than the form has elements (and sentinels): the focus is going round.
    const mostPresses = (await form.locator('*').count()) + 20;
    for (let press = 0; ; press += 1) {
      if (press === mostPresses) {
        problems.push(`after ${mostPresses} presses of Tab the focus had not reached "${submit}"`);
        break;
      }
      await page.keyboard.press('Tab');
      const last = stops.at(-1)!;
      const stop = await page.evaluate(readStop, last.id);
      if (!stop) {
        problems.push(`Tab from "${last.name}" drops the focus to the page`);
        break;
      }
      if (stop.sentinel) continue;
      if (stop.id === last.id) {
        if (++pressesHere > MOST_PRESSES_ON_ONE_ELEMENT) {
          problems.push(`Tab stays on "${last.name}"`);
          break;
        }
        continue;
      }
      pressesHere = 0;
      if (!stop.inForm) {
        problems.push(`Tab from "${last.name}" leaves the form for "${stop.name}" before reaching "${submit}"`);
        break;
      }
      stops.push(stop);
      if (stop.submit) break;
    }
    const reached = new Set(stops.map((stop) => stop.field));
    const missed = fields.filter((_name, index) => !reached.has(index));
    if (missed.length > 0) problems.push(`Tab never reaches ${missed.map((name) => `"${name}"`).join(', ')}`);
    for (let index = 1; index < stops.length; index += 1) {
      const [previous, next] = [stops[index - 1]!, stops[index]!];
      const { previous: before, next: after, direction: rowDirection } = next.placed!;
      if (!readsAfter(before, after, rowDirection)) problems.push(`"${next.name}" comes after "${previous.name}" but is ${whereItIs(before, after, rowDirection)}`);
    }
    return problems;
  } finally {
    await form.evaluate(unmark);
  }
}
