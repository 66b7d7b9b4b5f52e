/** What a rich-text field keeps as its value, apart from the editor so plain modules can use it. */

/**
 * The editor's HTML as the form keeps it: '' when empty, and plain spaces where Quill 2's
 * getSemanticHTML writes every space as `&nbsp;`.
 */
export function normalizeRichText(html: string): string {
  return isEmptyRichText(html) ? '' : html.replace(/&nbsp;/g, ' ');
}

/** What Quill writes for an editor with nothing in it. */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  // An empty line may carry a format (the Arabic editor's `<p class="ql-align-right ql-direction-rtl">`).
  return html.replace(/<p(\s+class="[^"<>]*")?>(<br\s*\/?>)?<\/p>/gi, '').trim() === '';
}
