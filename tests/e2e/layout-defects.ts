/**
 * The layout defects of the screen on show, measured in one `page.evaluate` (a round trip per
 * control would cost more than the whole screen's check):
 *
 * - two controls whose boxes overlap (one lies over the other: a value or a button hidden);
 * - a control past the edge of its card (the nearest form, fieldset, dialog, top bar or bordered
 *   surface), of the main area or of the window;
 * - the page or the main area scrolling sideways;
 * - a control of the top bar, or a form's Save and Cancel, covered by something else where it is
 *   drawn (the element at its centre is neither it nor inside it: the page over a wrapped top bar,
 *   a toast, or the toast band in its place), also with the main area scrolled to its end, where a
 *   long form's Save and Cancel are;
 * - a field cutting off a short value (its text wider than the field shows).
 *
 * While a modal dialog is open only the dialog is measured: what is behind it is meant to be
 * covered. Controls in a part that scrolls sideways by design (a wide table) are not checked
 * against the edges that part scrolls them past, nor against its sticky columns.
 */
import type { Page } from 'playwright-core';

/** Values up to this many characters must show whole in their field; a longer text may scroll inside it. */
export const SHORT_VALUE_LENGTH = 40;

/** Each defect in words, with the boxes involved in CSS pixels of the window ((left,top)–(right,bottom)). */
export function findLayoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(measureLayout, SHORT_VALUE_LENGTH);
}

/** Runs in the page: self-contained, it may use nothing from this module. */
async function measureLayout(shortValueLength: number): Promise<string[]> {
  // Measured at rest: a drawer sliding in or a toast growing is not yet where it will stay
  // (an endless animation, a spinner, is not waited for).
  const settling = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  const defects: string[] = [];
  const CONTROLS = [
    'input:not([type="hidden"]):not([type="file"])',
    'textarea',
    'select',
    'button',
    '[role="combobox"]',
    '[role="switch"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="tab"]',
    '[contenteditable="true"]',
  ].join(', ');
  // Fluent (and the first screen's plain input) draws a field's box around its <input>: the box is what can overlap or stick out.
  const FIELD_BOX = '.fui-Input, .plain-input, .fui-Textarea, .fui-Select, .fui-Combobox, .fui-Dropdown, .fui-SpinButton';
  const CARD = 'form, fieldset, [role="dialog"], [role="alertdialog"], [role="menu"], header';
  const TOLERANCE = 1;
  // What a person opened over the screen on purpose covers what is under it by design (not a toast).
  const OPENED_ON_PURPOSE = '[role="menu"], [role="listbox"], [role="tooltip"], .fui-MenuPopover, .fui-PopoverSurface';
  const TEXT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', 'number', 'password', 'date']);

  const at = (rect: DOMRect) => `(${Math.round(rect.left)},${Math.round(rect.top)})–(${Math.round(rect.right)},${Math.round(rect.bottom)})`;
  const nameOf = (element: Element): string => {
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
      element.textContent;
    const text = (label ?? '').replace(/\s+/g, ' ').trim();
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
  };
  const describe = (control: Element, box: Element) => `${nameOf(control)} ${at(box.getBoundingClientRect())}`;

  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  const main = document.querySelector('main');
  const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]')].filter((dialog) => dialog.checkVisibility()).at(-1);
  const scope: Element = modal ?? document.body;

  /** The nearest ancestor inside the page's frame that scrolls sideways (a wide table's card), if any. */
  const sidewaysScroller = (element: Element): Element | null => {
    for (let parent = element.parentElement; parent && parent !== main && parent !== document.body; parent = parent.parentElement) {
      if (scrollsSideways(parent)) return parent;
    }
    return null;
  };
  const isSticky = (element: Element | null): boolean => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === 'sticky') return true;
    }
    return false;
  };
  const hasBorder = (element: Element) => {
    const style = getComputedStyle(element);
    return ['top', 'right', 'bottom', 'left'].every(
      (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-style`) !== 'none',
    );
  };
  /** The card a control sits on: the nearest form, fieldset, dialog, top bar or bordered surface. */
  const cardOf = (box: Element): Element | null => {
    for (let parent = box.parentElement; parent && parent !== main && parent !== document.body; parent = parent.parentElement) {
      if (parent.matches(CARD) || hasBorder(parent)) return parent;
    }
    return null;
  };
  const outside = (inner: DOMRect, outer: { left: number; right: number; top?: number; bottom?: number }) =>
    inner.left < outer.left - TOLERANCE ||
    inner.right > outer.right + TOLERANCE ||
    (outer.top !== undefined && inner.top < outer.top - TOLERANCE) ||
    (outer.bottom !== undefined && inner.bottom > outer.bottom + TOLERANCE);

  interface Measured {
    control: Element;
    box: Element;
    rect: DOMRect;
    scroller: Element | null;
    /** What it scrolls with (a sideways scroller, else the main area; none in the top bar): it is seen only inside it. */
    frame: Element | null;
    sticky: boolean;
  }
  const seen = new Set<Element>();
  const measured: Measured[] = [];
  for (const control of scope.querySelectorAll(CONTROLS)) {
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    const box = control.closest(FIELD_BOX) ?? control;
    const rect = box.getBoundingClientRect();
    // Visually hidden helpers (a clipped pixel) are not drawn controls.
    if (seen.has(box) || rect.width <= 2 || rect.height <= 2) continue;
    seen.add(box);
    const scroller = sidewaysScroller(box);
    measured.push({ control, box, rect, scroller, frame: scroller ?? (main?.contains(box) ? main : null), sticky: isSticky(box) });
  }

  /** The part two boxes share, or null when they share less than the tolerance either way. */
  const intersection = (a: DOMRect | null, b: DOMRect | null): DOMRect | null => {
    if (!a || !b) return null;
    const left = Math.max(a.left, b.left);
    const top = Math.max(a.top, b.top);
    const width = Math.min(a.right, b.right) - left;
    const height = Math.min(a.bottom, b.bottom) - top;
    return width > TOLERANCE && height > TOLERANCE ? new DOMRect(left, top, width, height) : null;
  };
  /** Where a control can be seen: all of it beside what scrolls with it, else the part inside its frame. */
  const seenPart = (control: Measured, other: Measured) =>
    !control.frame || control.frame === other.frame ? control.rect : intersection(control.rect, control.frame.getBoundingClientRect());

  // Overlapping controls (a sticky column lies over the cells scrolled under it by design).
  for (const [index, first] of measured.entries()) {
    for (const second of measured.slice(index + 1)) {
      if (first.box.contains(second.box) || second.box.contains(first.box) || first.sticky || second.sticky) continue;
      if (intersection(seenPart(first, second), seenPart(second, first))) {
        defects.push(`overlap: ${describe(first.control, first.box)} and ${describe(second.control, second.box)}`);
      }
    }
  }

  // Past the card, the main area, the window.
  const windowWidth = document.documentElement.clientWidth;
  const mainRect = main?.getBoundingClientRect();
  const mainEdges = main && mainRect ? { left: mainRect.left + main.clientLeft, right: mainRect.left + main.clientLeft + main.clientWidth } : null;
  for (const { control, box, rect, scroller } of measured) {
    if (scroller) continue;
    const card = cardOf(box);
    if (card && outside(rect, card.getBoundingClientRect())) defects.push(`past its card ${at(card.getBoundingClientRect())}: ${describe(control, box)}`);
    if (mainEdges && main?.contains(box) && outside(rect, mainEdges)) defects.push(`past the main area (${Math.round(mainEdges.left)}–${Math.round(mainEdges.right)}): ${describe(control, box)}`);
    if (outside(rect, { left: 0, right: windowWidth })) defects.push(`past the window's edge (0–${windowWidth}): ${describe(control, box)}`);
  }

  // Sideways scrolling of the page and of the main area.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + TOLERANCE) defects.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
  if (main && main.scrollWidth > main.clientWidth + TOLERANCE) {
    // What sticks out first, in the page's order: the outermost element past the main area's edges, not in a part that scrolls by design.
    const edges = main.getBoundingClientRect();
    const past = [...main.querySelectorAll('*')].find((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.right > edges.right + TOLERANCE || rect.left < edges.left - TOLERANCE) && !sidewaysScroller(element);
    });
    const what = past ? `; past its edges first: ${past.tagName.toLowerCase()}${[...past.attributes].filter((attribute) => attribute.name.startsWith('data-') || attribute.name === 'role').map((attribute) => `[${attribute.name}=${attribute.value}]`).join('')} ${at(past.getBoundingClientRect())}` : '';
    defects.push(`the main area scrolls sideways: ${main.scrollWidth} px of content in ${main.clientWidth} px${what}`);
  }

  // Covered controls, with the main area as it is and scrolled to its end.
  const windowHeight = root.clientHeight;
  const visibleIn = (element: Element | null, x: number, y: number) => {
    if (!element) return true;
    const rect = element.getBoundingClientRect();
    return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
  };
  /** A form's Save and Cancel: its submit button and the buttons beside it. */
  const isFormAction = (control: Element) => {
    const submit = control.closest('form')?.querySelector('button[type="submit"]');
    return control instanceof HTMLButtonElement && submit?.parentElement === control.parentElement;
  };
  const mustShow = measured.filter(({ control }) => control.closest('header') || isFormAction(control));
  const covered = new Set<string>();
  const findCovered = (where: string) => {
    for (const { control, box, scroller } of mustShow) {
      const rect = box.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x > windowWidth || y > windowHeight || !visibleIn(scroller, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === box || box.contains(hit) || isSticky(hit) || hit.closest(OPENED_ON_PURPOSE)) continue;
      // Scrolled out of the main area's view, a control is under the top bar or past the window's
      // end; anything else in its place has taken room from the main area over it (a toast band).
      if (main?.contains(box) && !visibleIn(main, x, y) && hit.closest('header')) continue;
      covered.add(`covered by ${nameOf(hit)}${where}: ${describe(control, box)}`);
    }
  };
  findCovered('');
  if (main && main.scrollHeight > main.clientHeight) {
    const top = main.scrollTop;
    main.scrollTop = main.scrollHeight;
    findCovered(' (main area scrolled to its end)');
    main.scrollTop = top;
  }
  defects.push(...covered);

  // Short values cut off in their field.
  for (const { control, box } of measured) {
    if (!(control instanceof HTMLInputElement) || !TEXT_TYPES.has(control.type) || control.value === '' || control.value.length > shortValueLength) continue;
    if (control.scrollWidth > control.clientWidth + TOLERANCE) {
      defects.push(`cuts its value "${control.value}" (${control.scrollWidth} px of text in ${control.clientWidth} px): ${describe(control, box)}`);
    }
  }
  return defects;
}
