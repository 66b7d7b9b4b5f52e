/**
 * HTML written by template functions that escape by default: every `${value}` in an `html`
 * template is escaped (text and attribute safe), unless it is a fragment another `html` template
 * made, or markup deliberately let through with `trustedHtml` (only the page's sanitized rich
 * text). So a page can only carry what staff typed as text, never as markup, without anyone
 * remembering to escape it.
 */

const FRAGMENT = Symbol('html fragment');

export interface HtmlFragment {
  readonly [FRAGMENT]: true;
  readonly text: string;
}

/** What a template may interpolate: text (escaped), numbers, fragments, lists of them; nothing for null, undefined and false. */
export type HtmlValue = string | number | HtmlFragment | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => ESCAPES[char]!);
}

function fragment(text: string): HtmlFragment {
  return { [FRAGMENT]: true, text };
}

function isFragment(value: unknown): value is HtmlFragment {
  return typeof value === 'object' && value !== null && FRAGMENT in value;
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  if (isFragment(value)) return value.text;
  return value.map(render).join('');
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): HtmlFragment {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return fragment(text);
}

/** Markup inserted as it is: only for HTML the server sanitized itself (the cause's description). */
export function trustedHtml(sanitized: string): HtmlFragment {
  return fragment(sanitized);
}
