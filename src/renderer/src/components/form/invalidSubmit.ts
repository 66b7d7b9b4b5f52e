/**
 * What a form does when its schema refuses a submit, so that no Confirm is ever dropped without
 * a word: the keyboard goes to the first field in error (in the order the fields are shown), and
 * a message with no field on screen to show it (a schema rule about something the form does not
 * show) is said in a toast.
 *
 * A screen reader hears one sentence per refused save, assertively: how many fields need
 * attention ('3 fields need attention.'), then the first of them as the focus lands there, its
 * message with it (each field's message describes its control and is no alert: fieldMessage.ts).
 * With a message no field shows, that sentence and the message are the one toast.
 *
 * A field is found on screen by its path: the `name` of its input (fields.tsx), or `data-field`
 * on the wrapper of a field without one named input (the rich-text editor, the image field).
 * react-hook-form's own focusing is switched off in the forms (`shouldFocusError: false`): it
 * follows the order fields registered in, and skips fields whose ref it does not hold.
 */
import { useCallback, type BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import { announce } from '../LiveRegions';
import { useNotify } from '../notify';

export interface ErrorLeaf {
  path: string;
  message: string | undefined;
}

/** A react-hook-form error of one field (as opposed to a branch of nested fields). */
function isFieldError(node: object): node is { type: unknown; message?: unknown } {
  return typeof (node as { type?: unknown }).type === 'string';
}

/** Every field error of a form, with its dotted path (`sms.1.price`, `cc_url`). */
export function errorLeaves(errors: FieldErrors, prefix = ''): ErrorLeaf[] {
  const leaves: ErrorLeaf[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || !node || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(node)) leaves.push({ path, message: typeof node.message === 'string' ? node.message : undefined });
    else leaves.push(...errorLeaves(node as FieldErrors, path));
  }
  return leaves;
}

/** What takes the keyboard inside a field's wrapper: its editing area or input before its buttons. */
const FOCUSABLE_INSIDE = ['[role="textbox"]', 'input:not([type="file"]):not([aria-hidden="true"])', 'textarea', 'select', 'button'];

function focusTarget(element: HTMLElement): HTMLElement | null {
  if (!element.hasAttribute('data-field')) return element;
  for (const selector of FOCUSABLE_INSIDE) {
    const inside = element.querySelector<HTMLElement>(selector);
    if (inside) return inside;
  }
  return null;
}

/**
 * Focuses the first field in error shown in `form`; answers how many fields on screen show an
 * error and the errors no field on screen shows.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, leaves: ErrorLeaf[]): { shown: number; unshown: ErrorLeaf[] } {
  if (!form) return { shown: 0, unshown: leaves };
  const shown: HTMLElement[] = [];
  const unshown: ErrorLeaf[] = [];
  for (const leaf of leaves) {
    const path = CSS.escape(leaf.path);
    const element = form.querySelector<HTMLElement>(`[name="${path}"], [data-field="${path}"]`);
    if (element) shown.push(element);
    else unshown.push(leaf);
  }
  shown.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = shown.map(focusTarget).find((target) => target !== null);
  first?.focus();
  return { shown: shown.length, unshown };
}

/** The form a submit event came from (react-hook-form hands it to its callbacks). */
function formOf(event: BaseSyntheticEvent | undefined): HTMLFormElement | null {
  const target = event?.target;
  return target instanceof Element ? target.closest('form') : null;
}

/**
 * The `onInvalid` of a form's handleSubmit: focus the first field in error, and say once how many
 * fields need attention, in a toast with what no field shows when there is such a message.
 */
export function useInvalidSubmitReport<Values extends FieldValues>() {
  const { t } = useTranslation();
  const notify = useNotify();
  return useCallback(
    (errors: FieldErrors<Values>, event?: BaseSyntheticEvent) => {
      const { shown, unshown } = focusFirstInvalid(formOf(event), errorLeaves(errors));
      const fields = shown > 0 ? t('announcements.fieldsNeedAttention', { count: shown, number: shown }) : null;
      if (unshown.length === 0) {
        if (fields) announce(fields, 'assertive');
        return;
      }
      const reasons = [...new Set(unshown.map((leaf) => translateMessage(t, leaf.message) ?? t('validation.invalid')))];
      const cannotSend = t('form.cannotSend', { reasons: reasons.join(' ') });
      // The toast is said too (assertively, as an error): one sentence with both.
      notify.error(fields ? `${fields} ${cannotSend}` : cannotSend);
    },
    [t, notify],
  );
}
