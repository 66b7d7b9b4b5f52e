/**
 * What the compare view shows when a save from a draft made on an older version is refused (409):
 * the fields where the form's values ("yours") and the current record's ("theirs") differ, each
 * under the label its form shows, each value as a reader sees it; and the values saved once the
 * user kept one or the other per field.
 *
 * A field is a form value's key; keys that one control shows together are one field (a payment
 * section's switch and its rows: `aliases`, `sms` → `smsOn`). A field starts on "yours" when the
 * draft changed it (it differs from what the draft was filled from), on "theirs" when only they did.
 */
import { plainTextOf } from '../../../../../shared/entities/rich-text';
import type { Translate } from '../../../i18n';
import { fieldLabel } from '../../record-history/fieldLabels';

export type Choice = 'yours' | 'theirs';
type Values = Record<string, unknown>;

export interface CompareField {
  /** The field's first key. */
  id: string;
  keys: string[];
  label: string;
  yours: string;
  theirs: string;
  initial: Choice;
}

export interface CompareSetup {
  /** The resource, for labels of fields the form does not name in its markup (fieldLabels.ts). */
  resource: string;
  /** Keys shown together under another key's label (`{ sms: 'smsOn' }`: the rows under their section's switch). */
  aliases?: Readonly<Record<string, string>>;
  /** Form keys under the API's names, for their labels (`{ act_id: 'actid' }`). */
  apiNames?: Readonly<Record<string, string>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys whose values differ, grouped into fields (in the order of `yours`). */
export function differingFields(yours: Values, theirs: Values, setup: Pick<CompareSetup, 'aliases'>): Array<{ id: string; keys: string[] }> {
  const fields = new Map<string, string[]>();
  const keys = [...new Set([...Object.keys(yours), ...Object.keys(theirs)])];
  for (const key of keys) {
    const id = setup.aliases?.[key] ?? key;
    const group = fields.get(id) ?? [];
    group.push(key);
    fields.set(id, group);
  }
  return [...fields.entries()]
    .filter(([, group]) => group.some((key) => !same(yours[key], theirs[key])))
    .map(([id, group]) => ({ id, keys: group }));
}

/** Yours, with theirs in every field chosen so. */
export function mergeChoices(yours: Values, theirs: Values, fields: ReadonlyArray<{ id: string; keys: string[] }>, choices: Readonly<Record<string, Choice>>): Values {
  const merged: Values = { ...yours };
  for (const field of fields) {
    if (choices[field.id] !== 'theirs') continue;
    for (const key of field.keys) merged[key] = theirs[key];
  }
  return merged;
}

/** The first form control bound to `key` (`name` is the form value's path). */
function controlOf(form: HTMLElement | null, key: string): HTMLElement | null {
  if (!form) return null;
  return [...form.querySelectorAll<HTMLElement>('[name]')].find((element) => element.getAttribute('name') === key) ?? null;
}

/** A control's label as it shows, without the required mark. */
function shownLabel(control: HTMLElement): string | null {
  const labelledBy = control.getAttribute('aria-labelledby');
  const byIds = labelledBy
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
  const text = (control as HTMLInputElement).labels?.[0]?.textContent || byIds || control.getAttribute('aria-label') || '';
  const label = text.replace(/\s*\*\s*$/, '').replace(/\s+/g, ' ').trim();
  return label || null;
}

/** One value as text: rich text as its words, a list one item a line, an item's fields joined. */
function valueText(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('drafts.empty');
  if (typeof value === 'string') return /^\s*</.test(value) ? plainTextOf(value) || t('drafts.empty') : value;
  if (Array.isArray(value)) return value.length === 0 ? t('drafts.empty') : value.map((item) => valueText(item, t)).join('\n');
  if (typeof value === 'object') {
    const parts = Object.entries(value as Values)
      // Ids say nothing to the reader.
      .filter(([key, part]) => key !== 'id' && key !== 'serverId' && part !== '' && part !== null && part !== undefined)
      .map(([, part]) => valueText(part, t));
    return parts.length === 0 ? t('drafts.empty') : parts.join(t('drafts.rowSeparator'));
  }
  return String(value);
}

/** A key's value as its control shows it: a select's option by its text, a section switch on or off. */
function shownValue(form: HTMLElement | null, key: string, value: unknown, t: Translate): string {
  const control = controlOf(form, key);
  if (control instanceof HTMLSelectElement) {
    const option = [...control.options].find((candidate) => candidate.value === String(value ?? ''));
    if (option && option.value !== '') return option.textContent?.trim() || String(value);
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return value === 1 || value === true ? t('drafts.on') : t('drafts.off');
  return valueText(value, t);
}

/** The fields to show, labelled and written as the form shows them. */
export function compareFields(yours: Values, theirs: Values, base: Values | null, setup: CompareSetup, form: HTMLElement | null, t: Translate): CompareField[] {
  return differingFields(yours, theirs, setup).map(({ id, keys }) => {
    const control = controlOf(form, id);
    const label = (control && shownLabel(control)) ?? fieldLabel(setup.resource, setup.apiNames?.[id] ?? id, t);
    const text = (values: Values) => {
      const own = shownValue(form, id, values[id], t);
      const held = keys.filter((key) => key !== id).map((key) => shownValue(form, key, values[key], t));
      // A section's switch: off says all; on, what the section holds.
      return held.length === 0 || own === t('drafts.off') ? own : held.join('\n');
    };
    const changedByYou = base !== null && keys.some((key) => !same(yours[key], base[key]));
    const changedByThem = base !== null && keys.some((key) => !same(theirs[key], base[key]));
    return { id, keys, label, yours: text(yours), theirs: text(theirs), initial: base === null || changedByYou || !changedByThem ? 'yours' : 'theirs' };
  });
}
