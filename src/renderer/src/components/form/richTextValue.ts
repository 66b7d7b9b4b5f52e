/** What a rich-text field keeps as its value, apart from the editor so plain modules can use it. */

/**
 * The `dir` of the marks the editor puts on a left-to-right run while it shows the text
 * (richTextLtrRuns.ts): `<span dir="ltr">`. They hold no other format (the editor allows no other span).
 */
export const LTR_RUN_DIR = 'ltr';
const LTR_RUN_MARK = new RegExp(`<span dir="${LTR_RUN_DIR}">((?:(?!</?span\\b)[\\s\\S])*)</span>`, 'g');

/**
 * The editor's HTML as the form keeps it: '' when empty, plain spaces where Quill 2's
 * getSemanticHTML writes every space as `&nbsp;`, and without the marks that keep phone numbers
 * in order while the editor shows them (richTextLtrRuns.ts).
 */
export function normalizeRichText(html: string): string {
  return isEmptyRichText(html) ? '' : html.replace(LTR_RUN_MARK, '$1').replace(/&nbsp;/g, ' ');
}

/** What Quill writes for an editor with nothing in it. */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  // An empty line may carry a format (the Arabic editor's `<p class="ql-align-right ql-direction-rtl">`).
  return html.replace(/<p(\s+class="[^"<>]*")?>(<br\s*\/?>)?<\/p>/gi, '').trim() === '';
}
